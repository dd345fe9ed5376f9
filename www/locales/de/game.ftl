# Deduce: game (de). See www/i18n.js PARTS.
