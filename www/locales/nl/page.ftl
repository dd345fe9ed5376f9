# De vaste tekst van de pagina (index.html, `data-l10n-id`) en de woorden van de bediening, in het Nederlands.

## Settings

settings = Instellingen
settings-language = Taal
settings-language-browser = Zoals de browser
settings-theme = Thema
settings-theme-system = Zoals het systeem
settings-theme-light = Licht
settings-theme-dark = Donker
settings-timer = Tijd tonen
settings-autoclean = Notities wissen als een cijfer wordt geplaatst
settings-peers = Rij, kolom en blok markeren
settings-same = Hetzelfde cijfer markeren
settings-digitfirst = Eerst het cijfer: kies een cijfer en tik dan de vakjes aan
settings-autocheck = Foute invoer meteen markeren (telt als hulp)
settings-conflicts = Vakjes markeren die een regel breken
settings-counts = Tonen hoeveel van elk symbool er nog over zijn
settings-colour-numbers = Kleurnummers tonen in gekleurde vakjes
settings-notation = Ketens ook in Eureka-notatie tonen, voor experts
settings-assists-note = Met alle hulpmiddelen uit (conflicten, foute invoer, notities opruimen, hetzelfde cijfer, aantallen) telt de statistiek de oplossing als zonder hulp gemaakt.
settings-backup-export = Back-up exporteren
settings-backup-import = Back-up importeren
settings-backup-note = Een back-up is één bestand met alle opgeslagen spellen, je statistieken en instellingen, om te bewaren of op een ander apparaat te importeren. Importeren vervangt wat deze browser bewaart (er wordt eerst gevraagd).
