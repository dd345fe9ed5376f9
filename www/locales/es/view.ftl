# Deduce: view (es). See www/i18n.js PARTS.
