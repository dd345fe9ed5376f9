# Deduce: view (ja). See www/i18n.js PARTS.
