# Deduce: view (en). See www/i18n.js PARTS.
