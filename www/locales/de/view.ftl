# Deduce: view (de). See www/i18n.js PARTS.
