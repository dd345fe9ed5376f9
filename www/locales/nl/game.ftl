# Deduce: game (nl). See www/i18n.js PARTS.
