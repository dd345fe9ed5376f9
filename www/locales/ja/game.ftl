# Deduce: game (ja). See www/i18n.js PARTS.
