# The engine's words (engine-learn.ftl, src/text): the technique library (Learn): each technique's description, practice verdicts, and the mistakes a hint finds.
# The same messages as www/locales/en/engine-learn.ftl, in this language.

## Oordelen bij het oefenen (src/learn.rs: check, check_all)

verdict-right = Goed! { $line }
verdict-nothing-place = Nog niets ingevuld: zoek de techniek ‘{ $technique }’ en vul dan in wat die plaatst.
verdict-nothing-notes = Nog niets gemarkeerd: zoek de techniek ‘{ $technique }’ en vul dan het cijfer in dat die plaatst, of haal de notities weg die daardoor afvallen.
# Same as English
verdict-missed-place = { $digit } in { $cell }
verdict-missed-remove = { $digit } uit { $cell }
verdict-partly = Deels goed: { $done } van de { $total } gevonden. Gemist: { $missed }.
verdict-wrong-entry = Fout: { $why }.
verdict-not-placed = Fout: de techniek ‘{ $technique }’ plaatst geen { $digit } in { $cell }.
verdict-not-removed = Fout: de techniek ‘{ $technique }’ sluit de { $digit } in { $cell } niet uit.
verdict-not-removed-on = Fout: de techniek ‘{ $technique }’ sluit de { $digit } in { $cell } niet uit; die werkt op { $units }.
verdict-needed = { $verdict } De { $digit } is het cijfer dat { $cell } nodig heeft: zonder die heeft de puzzel geen oplossing.

## ‘Vind ze allemaal’

# Same as English
verdict-steps-sep = { "; " }
verdict-all-right = { $count ->
    [one] Goed! Gevonden: { $steps }.
   *[other] Goed! Alle { $count } gevonden: { $steps }.
}
verdict-all-nothing = { $count ->
    [one] Nog niets gemarkeerd: er is er hier één. Zoek de techniek ‘{ $technique }’, haal de notities weg die daardoor afvallen (of vul in wat die plaatst) en druk dan op Controleren.
   *[other] Nog niets gemarkeerd: er zijn er hier { $count }. Zoek elke keer dat de techniek ‘{ $technique }’ werkt, haal de notities weg die daardoor afvallen (of vul in wat ze plaatsen) en druk dan op Controleren.
}
verdict-all-partly = { $found } van de { $count } gevonden. Gemist: { $steps }.
verdict-all-not-removed = Fout: de techniek ‘{ $technique }’ sluit hier nergens de { $digit } in { $cell } uit.

## Geen oefenstand gevonden (src/wasm/teach.rs)

practice-too-rare = { $tried ->
    [one] De techniek ‘{ $technique }’ is te zeldzaam: geen stand gevonden in { $tried } puzzel
   *[other] De techniek ‘{ $technique }’ is te zeldzaam: geen stand gevonden in { $tried } puzzels
}
practice-too-rare-in-time = { $tried ->
    [one] De techniek ‘{ $technique }’ is te zeldzaam: binnen de beschikbare tijd geen stand gevonden in { $tried } puzzel
   *[other] De techniek ‘{ $technique }’ is te zeldzaam: binnen de beschikbare tijd geen stand gevonden in { $tried } puzzels
}

## De techniekbibliotheek: wat elke techniek is, in twee of drie eenvoudige zinnen (about-<techniek-id>)
about-full-house = Een eenheid heeft nog één leeg vakje: daar komt het ontbrekende cijfer.
about-naked-single = Een vakje heeft nog maar één kandidaat: elk ander cijfer staat al in zijn rij, kolom of blok.
about-hidden-single = Een cijfer past in een eenheid in maar één vakje, dus daar komt het.
about-thermometer = Cijfers stijgen vanaf de bol van een thermometer langs de lijn: elk vakje is groter dan het kleinste cijfer dat het vakje ervoor kan hebben en kleiner dan het grootste dat het vakje erna kan hebben. Bij een lange thermometer is de bol dus klein en de top groot.
about-arrow = Het cijfer in de cirkel van een pijl is de som van de cijfers langs de pijl: de cirkel ligt tussen de kleinst en de grootst mogelijke som van de pijl, en elk pijlvakje is hoogstens het grootste cijfer van de cirkel min de kleinste van de andere pijlvakjes.
about-little-killer = De cijfers langs de diagonaal van een Little Killer tellen op tot het getal buiten het rooster: alleen de manieren om elk vakje één kandidaat te geven (verschillend binnen een blok) die dat totaal halen zijn mogelijk, en een cijfer dat geen enkele manier gebruikt, valt af (drie vakjes van één blok met totaal 6 bevatten 1, 2 en 3).
about-sandwich-sum = Een sandwichtotaal naast een rij of kolom is de som van de cijfers tussen de 1 en de 9: alleen de plaatsen van de 1 en de 9 waarvan de vakjes ertussen dat totaal met verschillende cijfers (2 tot en met 8) kunnen maken, zijn mogelijk. Een 0 zet ze dus naast elkaar en 35 aan de uiteinden, en een cijfer dat geen enkele manier gebruikt, valt af.
about-kropki-pair = Een witte stip verbindt opeenvolgende cijfers, een zwarte stip een cijfer en het dubbele ervan (1–2, 2–4, 3–6, 4–8): wat het ene vakje nog kan bevatten, laat het andere alleen de bijpassende cijfers, en 5, 7 en 9 staan nooit bij een zwarte stip.
about-xv-pair = Vakjes verbonden door een X tellen op tot 10 (1–9, 2–8, 3–7, 4–6), door een V tot 5 (1–4, 2–3): wat het ene vakje nog kan bevatten, laat het andere alleen de bijpassende cijfers, en 5 staat nooit bij een X.
about-german-whisper = Buren op een groene German Whisper-lijn verschillen minstens 5 (bij 9×9): 5 staat er nooit op, lage en hoge cijfers wisselen elkaar af langs de lijn, en een vakje tussen twee lijnvakjes die elkaar zien, is geen 4 (beide zouden dan de 9 nodig hebben) en geen 6.
about-renban = Een paarse renbanlijn van k vakjes bevat k opeenvolgende cijfers in willekeurige volgorde: alleen de reeksen waaruit elk vakje één cijfer kan nemen, zijn mogelijk (een lijn van 4 vakjes met een 8 bevat 5–8 of 6–9), en elk vakje houdt de cijfers die die reeksen het geven.
about-non-consecutive-pair = Vakjes met een gemeenschappelijke zijde bevatten nooit opeenvolgende cijfers: wat het ene vakje nog kan bevatten, laat het andere alleen de cijfers die aan geen ervan grenzen.
about-negative-constraint = Als alle stippen (of alle X'en en V's) getekend zijn, zijn buren zonder markering niet opeenvolgend en ook geen cijfer en het dubbele ervan (samen geen 10 en geen 5): wat het ene vakje nog kan bevatten, beperkt het andere.
about-cage-combination = Killer: maar een paar verzamelingen verschillende cijfers halen de som van een kooi; de vakjes houden alleen die cijfers, en een cijfer dat ze allemaal nodig hebben, gaat naar zijn enige plaats.
about-kropki-chain = Een vakje tussen twee stippen waarvan de andere vakjes elkaar zien: een cijfer dat aan beide kanten dezelfde partner nodig zou hebben, valt af (een 1 tussen twee witte stippen zou aan elke kant een 2 nodig hebben).
about-arrow-combination = De cijfers van een pijl samen bekeken, zoals de combinaties van een kooi: pijlvakjes die elkaar zien, hebben verschillende cijfers, en elke verzameling moet een som geven die in de cirkel kan staan; een cijfer dat geen zo'n verzameling gebruikt, valt af (drie pijlvakjes in één blok geven minstens 1+2+3=6).
about-locked-pair = Twee vakjes op de kruising van een blok met een rij of kolom bevatten alleen dezelfde twee cijfers: die vallen af in de rest van beide eenheden.
about-locked-candidates-pointing = In een blok liggen alle mogelijke plaatsen van een cijfer in één rij of kolom: het valt af in de rest van die rij of kolom.
about-locked-candidates-claiming = In een rij of kolom liggen alle mogelijke plaatsen van een cijfer in één blok: het valt af in de rest van dat blok.
about-common-peer-elimination = Een kandidaat die een cijfer in een eenheid al zijn plaatsen zou afnemen, is fout: met zijn eigen cijfer in de vakjes die hij ziet (ook een paardensprong of koningszet verderop), of met een buurcijfer via een regel (in een niet-opeenvolgende sudoku neemt een 6 de 5 en de 7 weg uit de vakjes ernaast).
about-cage-interaction = Killer: een cijfer dat elke combinatie van een kooi nodig heeft en waarvan alle plaatsen in één rij, kolom of blok liggen, valt af in de rest van die eenheid.
about-locked-triple = Drie vakjes op de kruising van een blok met een rij of kolom bevatten maar drie cijfers: die vallen af in de rest van beide eenheden.
about-naked-pair = Twee vakjes van een eenheid bevatten alleen dezelfde twee cijfers: die vallen af in de andere vakjes van de eenheid.
about-hidden-pair = Twee cijfers passen in een eenheid alleen in dezelfde twee vakjes: die vakjes verliezen hun andere kandidaten.
about-45-rule = Killer: een rij, kolom of blok telt op tot 45 (een groep aangrenzende eenheden 45 per eenheid); min de kooien die er helemaal in liggen, blijft het totaal van de andere vakjes erin over (innies), of dat van de vakjes van kruisende kooien erbuiten (outies).
about-cage-splitting = Killer: als één kooi de rand van een rij, kolom, blok of groep aangrenzende eenheden kruist en hele kooien de rest ervan vullen, valt de kooi in twee delen uiteen: de vakjes binnen tellen op tot het totaal van de groep min die kooien, de vakjes buiten tot de rest van zijn som.
about-naked-triple = Drie vakjes van een eenheid bevatten maar drie cijfers: die vallen af in de andere vakjes van de eenheid.
about-hidden-triple = Drie cijfers passen in een eenheid alleen in dezelfde drie vakjes: die vakjes verliezen hun andere kandidaten.
about-naked-quad = Vier vakjes van een eenheid bevatten maar vier cijfers: die vallen af in de andere vakjes van de eenheid.
about-hidden-quad = Vier cijfers passen in een eenheid alleen in dezelfde vier vakjes: die vakjes verliezen hun andere kandidaten.
about-x-wing = Een cijfer past in elk van twee rijen maar op twee plaatsen, in dezelfde twee kolommen: het valt af in de rest van die kolommen (of andersom, met rijen en kolommen verwisseld).
about-swordfish = Een { technique-x-wing } op drie lijnen: de plaatsen van een cijfer in drie rijen liggen in drie kolommen, dus het valt af in de rest daarvan.
about-jellyfish = Een { technique-x-wing } op vier lijnen: de plaatsen van een cijfer in vier rijen liggen in vier kolommen, dus het valt af in de rest daarvan.
about-remote-pairs = Een keten van vakjes met dezelfde twee cijfers, die elk het volgende zien: een vakje dat twee uiteinden met tegengestelde pariteit ziet, bevat geen van beide.
about-skyscraper = Twee rijen bevatten een cijfer elk maar twee keer, met van elk één uiteinde in dezelfde kolom: een vakje dat beide andere uiteinden ziet, verliest het.
about-2-string-kite = Het paar van een cijfer in een rij en het paar in een kolom komen samen in een blok: een vakje dat beide verre uiteinden ziet, verliest het.
about-turbot-fish = Twee paren plaatsen van een cijfer, verbonden door vakjes die elkaar zien: een vakje dat beide losse uiteinden ziet, verliest het.
about-empty-rectangle = De plaatsen van een cijfer in een blok vormen een kruis; met een paar plaatsen dat op het kruis aansluit, verliest één vakje het.
about-xy-wing = Een spil XY ziet de vakjes XZ en YZ: een van beide is Z, dus een vakje dat ze allebei ziet, verliest de Z.
about-xyz-wing = Een { technique-xy-wing } waarvan de spil ook Z bevat: een vakje dat alle drie ziet, verliest de Z.
about-unique-rectangle = Vier hoeken in twee rijen, twee kolommen en twee blokken met alleen dezelfde twee cijfers zouden twee oplossingen toelaten: de hoek met extra kandidaten heeft er een van nodig.
about-unique-rectangle-type-2 = Een bijna dodelijke rechthoek waarvan het dak één extra kandidaat deelt: vakjes die beide dakvakjes zien, verliezen die.
about-unique-rectangle-type-3 = Een bijna dodelijke rechthoek waarvan de extra kandidaten in het dak met andere vakjes van een eenheid een naked set vormen.
about-unique-rectangle-type-4 = Een bijna dodelijke rechthoek waarin één cijfer van het paar in het dak moet staan: het andere valt af in het dak.
about-unique-rectangle-type-5 = Een bijna dodelijke rechthoek waarvan de hoeken met extra kandidaten één cijfer delen: vakjes die ze allemaal zien, verliezen het.
about-unique-rectangle-type-6 = Een bijna dodelijke rechthoek met een { technique-x-wing } op een van zijn cijfers erdoorheen: dat cijfer valt af in twee hoeken.
about-hidden-rectangle = Een rechthoek met één hoek van twee kandidaten en sterke verbanden door de tegenoverliggende hoek: één cijfer valt af in die hoek.
about-avoidable-rectangle-type-1 = Drie hoeken die je zelf hebt opgelost, geen gegeven cijfers: de vierde mag geen verwisselbaar patroon afmaken.
about-avoidable-rectangle-type-2 = Twee hoeken die je zelf hebt opgelost en twee die één extra kandidaat delen: vakjes die die twee zien, verliezen die kandidaat.
about-simple-colouring = Kleur de paren plaatsen van een cijfer afwisselend in twee kleuren: een vakje dat beide kleuren ziet, verliest het cijfer.
about-w-wing = Twee vakjes met dezelfde twee cijfers, verbonden door een paar plaatsen van een van die cijfers: vakjes die beide zien, verliezen het andere.
about-wxyz-wing = Vier vakjes met vier cijfers, op één na allemaal beperkt tot vakjes die elkaar zien: vakjes die elk exemplaar van dat ene cijfer zien, verliezen het.
about-vwxyz-wing = Vijf vakjes met vijf cijfers, op één na allemaal beperkt tot vakjes die elkaar zien: vakjes die elk exemplaar van dat ene cijfer zien, verliezen het.
about-unique-loop = Zes of meer vakjes in een lus, twee in elke eenheid die de lus raakt, met alleen dezelfde twee cijfers zouden twee oplossingen toelaten: de vakjes met extra kandidaten houden er een van.
about-finned-fish = Een vis met extra plaatsen (de vin) in één blok: vakjes die de vin en de vis zien, verliezen het cijfer.
about-sue-de-coq = Vakjes op de kruising van een blok met een rij of kolom delen hun cijfers met groepen in die lijn en dat blok: die cijfers vallen af in de rest.
about-multi-colouring = Twee kleurgroepen van één cijfer: als kleuren van beide elkaar zien, verliezen vakjes die beide tegenkleuren zien het cijfer.
about-x-cycle = Een lus van plaatsen van een cijfer met afwisselend sterke en zwakke verbanden: elk zwak verband haalt het cijfer weg uit vakjes die beide uiteinden ervan zien.
about-x-chain = Een keten van plaatsen van een cijfer met afwisselend sterke en zwakke verbanden: een vakje dat beide uiteinden ziet, verliest het.
about-xy-chain = Een keten van vakjes met twee kandidaten, die elk een cijfer delen met het volgende: een vakje dat beide uiteinden ziet, verliest het eindcijfer.
about-bug-plus-1 = Elk leeg vakje op één na heeft twee kandidaten: dat ene vakje krijgt het cijfer dat twee oplossingen voorkomt.
about-alternating-inference-chain = Een keten van vakjes met twee kandidaten en paren plaatsen, met afwisselend sterke en zwakke verbanden: één uiteinde is waar, dus wat beide ziet valt af; gesloten tot een lus ook langs elk zwak verband.
about-grouped-x-chain = Een { technique-x-chain } waarvan de verbanden ook door een groep plaatsen in één blok en één lijn mogen lopen.
about-grouped-aic = Een alternerende inferentieketen waarvan de verbanden ook door groepen plaatsen mogen lopen.
about-death-blossom = Elke kandidaat van een stamvakje leidt naar een groep met een gedeeld cijfer: vakjes die al zijn exemplaren zien, verliezen het.
about-als-chain = Een keten door bijna gesloten groepen (N vakjes, N+1 cijfers): vakjes die beide uiteinden zien, verliezen het cijfer.
about-franken-fish = Een vis waarvan de basis- of dekverzamelingen naast lijnen ook blokken bevatten: de overige plaatsen van de dekeenheden verliezen het cijfer.
about-mutant-fish = Een vis die aan beide kanten rijen, kolommen en blokken vrij mengt: de overige plaatsen van de dekeenheden verliezen het cijfer.
about-kraken-fish = Een vis met vinnen die overal mogen liggen: een dekplaats buiten de basis die elke vin via een keten weghaalt, valt af, of nu de vis geldt of een vin.
about-pattern-overlay = Een cijfer staat in elke rij, kolom en elk blok precies één keer: een kandidaat die in geen enkel zo'n patroon van de plaatsen van het cijfer past, valt af.
about-combined-pattern-overlay = Patronen van een cijfer die geen ruimte laten voor een patroon van een ander cijfer, vallen eerst af: een kandidaat die in geen enkel overgebleven patroon ligt, valt af.
about-triple-pattern-overlay = Patronen van een cijfer die geen ruimte laten voor patronen van twee andere cijfers samen (geen vakje dat de drie delen), vallen ook af: een kandidaat die in geen enkel overgebleven patroon ligt, valt af.
about-quadruple-pattern-overlay = Patronen van een cijfer die geen ruimte laten voor patronen van drie andere cijfers samen (geen vakje dat de vier delen), vallen ook af: een kandidaat die in geen enkel overgebleven patroon ligt, valt af.
about-forcing-chain = Neem een kandidaat aan en volg de singles tot een regel breekt (dan is hij fout), of tot alle keuzes overeenkomen.
about-pair = Twee gelijke cijfers naast elkaar: de vakjes aan beide uiteinden krijgen het andere cijfer.
about-sandwich = Twee gelijke cijfers met één leeg vakje ertussen: het middelste vakje krijgt het andere cijfer.
about-last-cell = Een rij of kolom heeft nog één leeg vakje: dat krijgt het cijfer dat de lijn nog nodig heeft.
about-balance-completion = Een rij of kolom is al voor de helft met één cijfer gevuld: de lege vakjes krijgen het andere.
about-sign-rule = Tango: een vakje dat via een = aan een gevuld vakje grenst, bevat hetzelfde symbool; via een × het andere.
about-duplicate-guard = Een lijn die twee vakjes verwijderd is van een al voltooide lijn elders: de laatste twee vakjes krijgen de omgekeerde volgorde.
about-last-of-a-kind = Een lijn heeft nog één exemplaar van een cijfer nodig: vakjes waar dat drie gelijke op een rij zou afdwingen, krijgen het andere cijfer.
about-sign-pair = Tango: twee lege vakjes verbonden door een = naast een zon kunnen niet allebei een zon zijn (drie op een rij), dus zijn het allebei manen; voor manen net zo.
about-sign-balance = Tango: elke × tussen twee lege vakjes bevat één zon en één maan; als die paren alle zonnen opnemen die een lijn nog nodig heeft, zijn de andere lege vakjes manen. Is er nog maar één zon nodig, dan moet een =-paar lege vakjes uit manen bestaan.
about-line-elimination = Probeer elke manier om een lijn af te maken: een vakje dat in alle manieren gelijk is, krijgt dat cijfer.
about-duplicate-line-elimination = Maak een lijn op elke manier af die geen voltooide lijn kopieert: een vakje dat in alle gelijk is, krijgt dat cijfer.
about-contradiction = Neem een cijfer aan en volg de regels: als een lijn breekt, krijgt het vakje het andere cijfer.
about-deeper-lookahead = Neem een cijfer aan en kijk twee stappen vooruit, of zie dat beide keuzes het over een vakje eens zijn.
