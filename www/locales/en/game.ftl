# Deduce: game (en). See www/i18n.js PARTS.
