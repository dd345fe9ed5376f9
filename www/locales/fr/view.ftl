# Deduce: view (fr). See www/i18n.js PARTS.
