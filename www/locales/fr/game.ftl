# Deduce: game (fr). See www/i18n.js PARTS.
