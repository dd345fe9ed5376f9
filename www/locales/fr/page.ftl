# Le texte statique de la page (index.html, `data-l10n-id`) et les mots de ses commandes, en français.

## Settings

settings = Réglages
settings-language = Langue
settings-language-browser = Celle du navigateur
settings-theme = Thème
settings-theme-system = Celui du système
settings-theme-light = Clair
settings-theme-dark = Sombre
settings-timer = Afficher le chronomètre
settings-autoclean = Effacer les notes quand un chiffre est placé
settings-peers = Surligner la ligne, la colonne et le bloc
settings-same = Surligner le même chiffre
settings-digitfirst = Chiffre d’abord : choisir un chiffre, puis toucher ses cases
settings-autocheck = Signaler tout de suite les erreurs (compte comme une aide)
settings-conflicts = Signaler les cases qui enfreignent une règle
settings-counts = Afficher combien il reste de chaque symbole
settings-colour-numbers = Afficher les numéros de couleur dans les cases colorées
settings-notation = Afficher aussi les chaînes en notation Eureka, pour les experts
settings-assists-note = Avec toutes les aides désactivées (conflits, erreurs, nettoyage des notes, même chiffre, décomptes), les statistiques comptent la grille comme résolue sans aide.
settings-backup-export = Exporter une sauvegarde
settings-backup-import = Importer une sauvegarde
settings-backup-note = Une sauvegarde est un fichier contenant toutes les parties enregistrées, vos statistiques et vos réglages, à conserver ou à importer sur un autre appareil. L’importer remplace ce que ce navigateur contient (une confirmation est demandée).
