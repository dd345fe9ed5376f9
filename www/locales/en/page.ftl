# The page's static text (index.html, `data-l10n-id`) and the words of its controls, in English.
# Each language has this file with the same messages (e2e/locales.test.mjs): translate the values, keep the ids.

## Settings

settings = Settings
settings-language = Language
settings-language-browser = Follow the browser
settings-theme = Theme
settings-theme-system = Follow system
settings-theme-light = Light
settings-theme-dark = Dark
settings-timer = Show timer
settings-autoclean = Remove notes when a digit is placed
settings-peers = Highlight row, column and block
settings-same = Highlight same digit
settings-digitfirst = Digit first: pick a digit, then tap its cells
settings-autocheck = Mark wrong entries at once (counts as help)
settings-conflicts = Mark cells that break a rule
settings-counts = Show how many of each symbol are left
settings-colour-numbers = Show colour numbers in coloured cells
settings-notation = Show chains in Eureka notation too, for experts
settings-assists-note =
    With every assist off (conflicts, wrong entries, notes clean-up, same digit, counts),
    Statistics counts the solve as made with no assists.
settings-backup-export = Export backup
settings-backup-import = Import backup
settings-backup-note =
    A backup is one file with every saved game, your statistics and settings, to keep or to
    import on another device. Importing one replaces what this browser holds (it asks first).
