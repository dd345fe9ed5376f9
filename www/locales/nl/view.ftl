# Deduce: view (nl). See www/i18n.js PARTS.
