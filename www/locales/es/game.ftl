# Deduce: game (es). See www/i18n.js PARTS.
