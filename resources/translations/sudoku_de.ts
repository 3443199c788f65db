<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>BoardAccessible</name>
    <message>
        <source>column %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>given</source>
        <translation>Vorgabe</translation>
    </message>
    <message>
        <source>hidden while paused</source>
        <translation>während der Pause verborgen</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>pencil marks %1</source>
        <translation>Notizen %1</translation>
    </message>
    <message>
        <source>conflict</source>
        <translation>Konflikt</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>coloured %1</source>
        <translation>gefärbt %1</translation>
    </message>
    <message numerus="yes">
        <source>cage of %n cell(s), sum %1</source>
        <translation>
            <numerusform>Käfig aus %n Zelle, Summe %1</numerusform>
            <numerusform>Käfig aus %n Zellen, Summe %1</numerusform>
        </translation>
    </message>
    <message>
        <source>region %1</source>
        <translation>Region %1</translation>
    </message>
    <message>
        <source>on the diagonal</source>
        <translation>auf der Diagonale</translation>
    </message>
    <message>
        <source>on the anti-diagonal</source>
        <translation>auf der Gegendiagonale</translation>
    </message>
    <message>
        <source>in window %1</source>
        <translation>in Fenster %1</translation>
    </message>
</context>
<context>
    <name>DigitButton</name>
    <message>
        <source>Place %1: none left</source>
        <translation>%1 setzen: keine mehr übrig</translation>
    </message>
    <message numerus="yes">
        <source>Place %1: %n left</source>
        <translation>
            <numerusform>%1 setzen: noch %n übrig</numerusform>
            <numerusform>%1 setzen: noch %n übrig</numerusform>
        </translation>
    </message>
    <message>
        <source>Digit %1</source>
        <translation>Ziffer %1</translation>
    </message>
    <message>
        <source>Right-click: show where %1 can go</source>
        <translation>Rechtsklick: zeigen, wo %1 stehen kann</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>Look for %1 on the digit %2.</source>
        <translation>Suchen Sie %1 mit der Ziffer %2.</translation>
    </message>
    <message>
        <source>Look for %1 around %2.</source>
        <translation>Suchen Sie %1 rund um %2.</translation>
    </message>
    <message>
        <source>Look for %1: nearly every empty cell has two candidates.</source>
        <translation>Suchen Sie %1: Fast jede leere Zelle hat zwei Kandidaten.</translation>
    </message>
    <message>
        <source>Look for %1 on %2.</source>
        <translation>Suchen Sie %1 mit den Ziffern %2.</translation>
    </message>
    <message>
        <source>Look for %1.</source>
        <translation>Suchen Sie %1.</translation>
    </message>
    <message>
        <source>Look for %1 in %2.</source>
        <translation>Suchen Sie %1 in %2.</translation>
    </message>
    <message>
        <source>%1: %2 — %3</source>
        <translation>%1: %2 — %3</translation>
    </message>
    <message>
        <source>%1: %2, so %3</source>
        <translation>%1: %2, also %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <source>full house</source>
        <translation>Full House</translation>
    </message>
    <message>
        <source>a full house</source>
        <translation>ein Full House</translation>
    </message>
    <message>
        <source>hidden single</source>
        <translation>Versteckter Single</translation>
    </message>
    <message>
        <source>a hidden single</source>
        <translation>einen versteckten Single</translation>
    </message>
    <message>
        <source>naked single</source>
        <translation>Nackter Single</translation>
    </message>
    <message>
        <source>a naked single</source>
        <translation>einen nackten Single</translation>
    </message>
    <message>
        <source>direct pointing</source>
        <translation>Direktes Pointing</translation>
    </message>
    <message>
        <source>direct claiming</source>
        <translation>Direktes Claiming</translation>
    </message>
    <message>
        <source>direct hidden pair</source>
        <translation>Direktes verstecktes Paar</translation>
    </message>
    <message>
        <source>a direct hidden pair</source>
        <translation>ein direktes verstecktes Paar</translation>
    </message>
    <message>
        <source>direct hidden triple</source>
        <translation>Direkter versteckter Drilling</translation>
    </message>
    <message>
        <source>a direct hidden triple</source>
        <translation>einen direkten versteckten Drilling</translation>
    </message>
    <message>
        <source>locked candidates (pointing)</source>
        <translation>Gesperrte Kandidaten (Pointing)</translation>
    </message>
    <message>
        <source>locked candidates (claiming)</source>
        <translation>Gesperrte Kandidaten (Claiming)</translation>
    </message>
    <message>
        <source>naked pair</source>
        <translation>Nacktes Paar</translation>
    </message>
    <message>
        <source>a naked pair</source>
        <translation>ein nacktes Paar</translation>
    </message>
    <message>
        <source>naked triple</source>
        <translation>Nackter Drilling</translation>
    </message>
    <message>
        <source>a naked triple</source>
        <translation>einen nackten Drilling</translation>
    </message>
    <message>
        <source>naked quad</source>
        <translation>Nackter Vierling</translation>
    </message>
    <message>
        <source>a naked quad</source>
        <translation>einen nackten Vierling</translation>
    </message>
    <message>
        <source>hidden pair</source>
        <translation>Verstecktes Paar</translation>
    </message>
    <message>
        <source>a hidden pair</source>
        <translation>ein verstecktes Paar</translation>
    </message>
    <message>
        <source>hidden triple</source>
        <translation>Versteckter Drilling</translation>
    </message>
    <message>
        <source>a hidden triple</source>
        <translation>einen versteckten Drilling</translation>
    </message>
    <message>
        <source>hidden quad</source>
        <translation>Versteckter Vierling</translation>
    </message>
    <message>
        <source>a hidden quad</source>
        <translation>einen versteckten Vierling</translation>
    </message>
    <message>
        <source>X-Wing</source>
        <translation>X-Wing</translation>
    </message>
    <message>
        <source>an X-Wing</source>
        <translation>ein X-Wing</translation>
    </message>
    <message>
        <source>swordfish</source>
        <translation>Schwertfisch</translation>
    </message>
    <message>
        <source>a swordfish</source>
        <translation>einen Schwertfisch</translation>
    </message>
    <message>
        <source>jellyfish</source>
        <translation>Qualle</translation>
    </message>
    <message>
        <source>a jellyfish</source>
        <translation>eine Qualle</translation>
    </message>
    <message>
        <source>finned X-Wing</source>
        <translation>X-Wing mit Flosse</translation>
    </message>
    <message>
        <source>a finned X-Wing</source>
        <translation>ein X-Wing mit Flosse</translation>
    </message>
    <message>
        <source>finned swordfish</source>
        <translation>Schwertfisch mit Flosse</translation>
    </message>
    <message>
        <source>a finned swordfish</source>
        <translation>einen Schwertfisch mit Flosse</translation>
    </message>
    <message>
        <source>finned jellyfish</source>
        <translation>Qualle mit Flosse</translation>
    </message>
    <message>
        <source>a finned jellyfish</source>
        <translation>eine Qualle mit Flosse</translation>
    </message>
    <message>
        <source>skyscraper</source>
        <translation>Wolkenkratzer</translation>
    </message>
    <message>
        <source>a skyscraper</source>
        <translation>einen Wolkenkratzer</translation>
    </message>
    <message>
        <source>2-string kite</source>
        <translation>Drachen (2-String-Kite)</translation>
    </message>
    <message>
        <source>a 2-string kite</source>
        <translation>einen Drachen (2-String-Kite)</translation>
    </message>
    <message>
        <source>turbot fish</source>
        <translation>Turbot-Fisch</translation>
    </message>
    <message>
        <source>a turbot fish</source>
        <translation>einen Turbot-Fisch</translation>
    </message>
    <message>
        <source>empty rectangle</source>
        <translation>Leeres Rechteck</translation>
    </message>
    <message>
        <source>an empty rectangle</source>
        <translation>ein leeres Rechteck</translation>
    </message>
    <message>
        <source>grouped turbot fish</source>
        <translation>Gruppierter Turbot-Fisch</translation>
    </message>
    <message>
        <source>a grouped turbot fish</source>
        <translation>einen gruppierten Turbot-Fisch</translation>
    </message>
    <message>
        <source>3-link X-chain</source>
        <translation>X-Kette mit 3 Verbindungen</translation>
    </message>
    <message>
        <source>a 3-link X-chain</source>
        <translation>eine X-Kette mit 3 Verbindungen</translation>
    </message>
    <message>
        <source>4-link X-chain</source>
        <translation>X-Kette mit 4 Verbindungen</translation>
    </message>
    <message>
        <source>a 4-link X-chain</source>
        <translation>eine X-Kette mit 4 Verbindungen</translation>
    </message>
    <message>
        <source>simple colouring</source>
        <translation>Einfache Färbung</translation>
    </message>
    <message>
        <source>multi-colouring</source>
        <translation>Mehrfache Färbung</translation>
    </message>
    <message>
        <source>XY-Wing</source>
        <translation>XY-Wing</translation>
    </message>
    <message>
        <source>an XY-Wing</source>
        <translation>ein XY-Wing</translation>
    </message>
    <message>
        <source>XYZ-Wing</source>
        <translation>XYZ-Wing</translation>
    </message>
    <message>
        <source>an XYZ-Wing</source>
        <translation>ein XYZ-Wing</translation>
    </message>
    <message>
        <source>W-Wing</source>
        <translation>W-Wing</translation>
    </message>
    <message>
        <source>a W-Wing</source>
        <translation>ein W-Wing</translation>
    </message>
    <message>
        <source>WXYZ-Wing</source>
        <translation>WXYZ-Wing</translation>
    </message>
    <message>
        <source>a WXYZ-Wing</source>
        <translation>ein WXYZ-Wing</translation>
    </message>
    <message>
        <source>VWXYZ-Wing</source>
        <translation>VWXYZ-Wing</translation>
    </message>
    <message>
        <source>a VWXYZ-Wing</source>
        <translation>ein VWXYZ-Wing</translation>
    </message>
    <message>
        <source>UVWXYZ-Wing</source>
        <translation>UVWXYZ-Wing</translation>
    </message>
    <message>
        <source>a UVWXYZ-Wing</source>
        <translation>ein UVWXYZ-Wing</translation>
    </message>
    <message>
        <source>TUVWXYZ-Wing</source>
        <translation>TUVWXYZ-Wing</translation>
    </message>
    <message>
        <source>a TUVWXYZ-Wing</source>
        <translation>ein TUVWXYZ-Wing</translation>
    </message>
    <message>
        <source>unique rectangle (type 1)</source>
        <translation>Eindeutiges Rechteck (Typ 1)</translation>
    </message>
    <message>
        <source>a unique rectangle (type 1)</source>
        <translation>ein eindeutiges Rechteck (Typ 1)</translation>
    </message>
    <message>
        <source>unique rectangle (type 2)</source>
        <translation>Eindeutiges Rechteck (Typ 2)</translation>
    </message>
    <message>
        <source>a unique rectangle (type 2)</source>
        <translation>ein eindeutiges Rechteck (Typ 2)</translation>
    </message>
    <message>
        <source>unique rectangle (type 3)</source>
        <translation>Eindeutiges Rechteck (Typ 3)</translation>
    </message>
    <message>
        <source>a unique rectangle (type 3)</source>
        <translation>ein eindeutiges Rechteck (Typ 3)</translation>
    </message>
    <message>
        <source>unique rectangle (type 4)</source>
        <translation>Eindeutiges Rechteck (Typ 4)</translation>
    </message>
    <message>
        <source>a unique rectangle (type 4)</source>
        <translation>ein eindeutiges Rechteck (Typ 4)</translation>
    </message>
    <message>
        <source>unique rectangle (type 5)</source>
        <translation>Eindeutiges Rechteck (Typ 5)</translation>
    </message>
    <message>
        <source>a unique rectangle (type 5)</source>
        <translation>ein eindeutiges Rechteck (Typ 5)</translation>
    </message>
    <message>
        <source>unique loop (type 1)</source>
        <translation>Eindeutige Schleife (Typ 1)</translation>
    </message>
    <message>
        <source>a unique loop (type 1)</source>
        <translation>eine eindeutige Schleife (Typ 1)</translation>
    </message>
    <message>
        <source>unique loop (type 2)</source>
        <translation>Eindeutige Schleife (Typ 2)</translation>
    </message>
    <message>
        <source>a unique loop (type 2)</source>
        <translation>eine eindeutige Schleife (Typ 2)</translation>
    </message>
    <message>
        <source>unique loop (type 3)</source>
        <translation>Eindeutige Schleife (Typ 3)</translation>
    </message>
    <message>
        <source>a unique loop (type 3)</source>
        <translation>eine eindeutige Schleife (Typ 3)</translation>
    </message>
    <message>
        <source>unique loop (type 4)</source>
        <translation>Eindeutige Schleife (Typ 4)</translation>
    </message>
    <message>
        <source>a unique loop (type 4)</source>
        <translation>eine eindeutige Schleife (Typ 4)</translation>
    </message>
    <message>
        <source>hidden rectangle</source>
        <translation>Verstecktes Rechteck</translation>
    </message>
    <message>
        <source>a hidden rectangle</source>
        <translation>ein verstecktes Rechteck</translation>
    </message>
    <message>
        <source>avoidable rectangle (type 1)</source>
        <translation>Vermeidbares Rechteck (Typ 1)</translation>
    </message>
    <message>
        <source>an avoidable rectangle (type 1)</source>
        <translation>ein vermeidbares Rechteck (Typ 1)</translation>
    </message>
    <message>
        <source>avoidable rectangle (type 2)</source>
        <translation>Vermeidbares Rechteck (Typ 2)</translation>
    </message>
    <message>
        <source>an avoidable rectangle (type 2)</source>
        <translation>ein vermeidbares Rechteck (Typ 2)</translation>
    </message>
    <message>
        <source>BUG (type 1)</source>
        <translation>BUG (Typ 1)</translation>
    </message>
    <message>
        <source>a BUG (type 1)</source>
        <translation>ein BUG (Typ 1)</translation>
    </message>
    <message>
        <source>BUG (type 2)</source>
        <translation>BUG (Typ 2)</translation>
    </message>
    <message>
        <source>a BUG (type 2)</source>
        <translation>ein BUG (Typ 2)</translation>
    </message>
    <message>
        <source>BUG (type 3)</source>
        <translation>BUG (Typ 3)</translation>
    </message>
    <message>
        <source>a BUG (type 3)</source>
        <translation>ein BUG (Typ 3)</translation>
    </message>
    <message>
        <source>BUG (type 4)</source>
        <translation>BUG (Typ 4)</translation>
    </message>
    <message>
        <source>a BUG (type 4)</source>
        <translation>ein BUG (Typ 4)</translation>
    </message>
    <message>
        <source>aligned pair exclusion</source>
        <translation>Ausschluss ausgerichteter Paare</translation>
    </message>
    <message>
        <source>an aligned pair exclusion</source>
        <translation>einen Ausschluss ausgerichteter Paare</translation>
    </message>
    <message>
        <source>aligned triple exclusion</source>
        <translation>Ausschluss ausgerichteter Drillinge</translation>
    </message>
    <message>
        <source>an aligned triple exclusion</source>
        <translation>einen Ausschluss ausgerichteter Drillinge</translation>
    </message>
    <message>
        <source>X-chain</source>
        <translation>X-Kette</translation>
    </message>
    <message>
        <source>an X-chain</source>
        <translation>eine X-Kette</translation>
    </message>
    <message>
        <source>X-cycle</source>
        <translation>X-Zyklus</translation>
    </message>
    <message>
        <source>an X-cycle</source>
        <translation>einen X-Zyklus</translation>
    </message>
    <message>
        <source>XY-chain</source>
        <translation>XY-Kette</translation>
    </message>
    <message>
        <source>an XY-chain</source>
        <translation>eine XY-Kette</translation>
    </message>
    <message>
        <source>remote pair</source>
        <translation>Entferntes Paar</translation>
    </message>
    <message>
        <source>a remote pair</source>
        <translation>ein entferntes Paar</translation>
    </message>
    <message>
        <source>XY-cycle</source>
        <translation>XY-Zyklus</translation>
    </message>
    <message>
        <source>an XY-cycle</source>
        <translation>einen XY-Zyklus</translation>
    </message>
    <message>
        <source>alternating inference chain</source>
        <translation>Alternierende Inferenzkette (AIC)</translation>
    </message>
    <message>
        <source>an alternating inference chain</source>
        <translation>eine alternierende Inferenzkette (AIC)</translation>
    </message>
    <message>
        <source>continuous nice loop</source>
        <translation>Durchgehende Schleife (Nice Loop)</translation>
    </message>
    <message>
        <source>a continuous nice loop</source>
        <translation>eine durchgehende Schleife (Nice Loop)</translation>
    </message>
    <message>
        <source>grouped alternating inference chain</source>
        <translation>Gruppierte alternierende Inferenzkette</translation>
    </message>
    <message>
        <source>a grouped alternating inference chain</source>
        <translation>eine gruppierte alternierende Inferenzkette</translation>
    </message>
    <message>
        <source>grouped nice loop</source>
        <translation>Gruppierte Schleife (Nice Loop)</translation>
    </message>
    <message>
        <source>a grouped nice loop</source>
        <translation>eine gruppierte Schleife (Nice Loop)</translation>
    </message>
    <message>
        <source>alternating inference chain with almost locked sets</source>
        <translation>Alternierende Inferenzkette mit fast gesperrten Mengen</translation>
    </message>
    <message>
        <source>an alternating inference chain with almost locked sets</source>
        <translation>eine alternierende Inferenzkette mit fast gesperrten Mengen</translation>
    </message>
    <message>
        <source>Sue de Coq</source>
        <translation>Sue de Coq</translation>
    </message>
    <message>
        <source>a Sue de Coq</source>
        <translation>ein Sue de Coq</translation>
    </message>
    <message>
        <source>ALS-XZ</source>
        <translation>ALS-XZ</translation>
    </message>
    <message>
        <source>an ALS-XZ</source>
        <translation>ein ALS-XZ</translation>
    </message>
    <message>
        <source>ALS-XY-Wing</source>
        <translation>ALS-XY-Wing</translation>
    </message>
    <message>
        <source>an ALS-XY-Wing</source>
        <translation>ein ALS-XY-Wing</translation>
    </message>
    <message>
        <source>ALS chain</source>
        <translation>ALS-Kette</translation>
    </message>
    <message>
        <source>an ALS chain</source>
        <translation>eine ALS-Kette</translation>
    </message>
    <message>
        <source>death blossom</source>
        <translation>Todesblüte (Death Blossom)</translation>
    </message>
    <message>
        <source>a death blossom</source>
        <translation>eine Todesblüte (Death Blossom)</translation>
    </message>
    <message>
        <source>Nishio forcing chain</source>
        <translation>Erzwingende Nishio-Kette</translation>
    </message>
    <message>
        <source>a Nishio forcing chain</source>
        <translation>eine erzwingende Nishio-Kette</translation>
    </message>
    <message>
        <source>cell forcing chain</source>
        <translation>Erzwingende Kette (Zelle)</translation>
    </message>
    <message>
        <source>a cell forcing chain</source>
        <translation>eine erzwingende Kette (Zelle)</translation>
    </message>
    <message>
        <source>unit forcing chain</source>
        <translation>Erzwingende Kette (Einheit)</translation>
    </message>
    <message>
        <source>a unit forcing chain</source>
        <translation>eine erzwingende Kette (Einheit)</translation>
    </message>
    <message>
        <source>contradiction chain</source>
        <translation>Widerspruchskette</translation>
    </message>
    <message>
        <source>a contradiction chain</source>
        <translation>eine Widerspruchskette</translation>
    </message>
    <message>
        <source>double forcing chain</source>
        <translation>Doppelt erzwingende Kette</translation>
    </message>
    <message>
        <source>a double forcing chain</source>
        <translation>eine doppelt erzwingende Kette</translation>
    </message>
    <message>
        <source>dynamic cell forcing chain</source>
        <translation>Dynamische erzwingende Kette (Zelle)</translation>
    </message>
    <message>
        <source>a dynamic cell forcing chain</source>
        <translation>eine dynamische erzwingende Kette (Zelle)</translation>
    </message>
    <message>
        <source>dynamic unit forcing chain</source>
        <translation>Dynamische erzwingende Kette (Einheit)</translation>
    </message>
    <message>
        <source>a dynamic unit forcing chain</source>
        <translation>eine dynamische erzwingende Kette (Einheit)</translation>
    </message>
    <message>
        <source>dynamic forcing chain (+)</source>
        <translation>Dynamische erzwingende Kette (+)</translation>
    </message>
    <message>
        <source>a dynamic forcing chain (+)</source>
        <translation>eine dynamische erzwingende Kette (+)</translation>
    </message>
    <message>
        <source>nested forcing chain</source>
        <translation>Verschachtelte erzwingende Kette</translation>
    </message>
    <message>
        <source>a nested forcing chain</source>
        <translation>eine verschachtelte erzwingende Kette</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 in %2 %3</source>
        <translation>%1 in %2 %3</translation>
    </message>
    <message>
        <source>almost locked sets %1; their cells with %2 all see each other, and so do their cells with %3: one set lacks %2 and the other %3, so each holds all its other digits</source>
        <translation>fast gesperrte Mengen (ALS) %1; ihre Zellen mit der %2 sehen sich alle gegenseitig, ebenso ihre Zellen mit der %3: Einer Menge fehlt die %2, der anderen die %3, also enthält jede Menge alle ihre übrigen Ziffern</translation>
    </message>
    <message>
        <source>almost locked sets %1: %2: either %3 or %4</source>
        <translation>fast gesperrte Mengen (ALS) %1: %2: Entweder %3 oder %4</translation>
    </message>
    <message>
        <source>%1 holds only %2; petals %3: %4 — in every case one of %5 is %6</source>
        <translation>%1 hat nur die Kandidaten %2; Blütenblätter %3: %4 — in jedem Fall steht die %6 in einer der Zellen %5</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation>%1 ist %2</translation>
    </message>
    <message>
        <source>%1 is not %2</source>
        <translation>%1 ist nicht %2</translation>
    </message>
    <message>
        <source>one of %1 is %2</source>
        <translation>eine der Zellen %1 ist %2</translation>
    </message>
    <message>
        <source>none of %1 is %2</source>
        <translation>keine der Zellen %1 ist %2</translation>
    </message>
    <message>
        <source>the almost locked set %1 lacks %2, so %3</source>
        <translation>der fast gesperrten Menge %1 fehlt die %2, daraus folgt: %3</translation>
    </message>
    <message>
        <source>if %1</source>
        <translation>angenommen, %1</translation>
    </message>
    <message>
        <source>so %1</source>
        <translation>daraus folgt: %1</translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>%1: either %2 or %3</source>
        <translation>%1: Entweder %2 oder %3</translation>
    </message>
    <message>
        <source>%1 — back where it began: a loop, so each of its weak links holds both ways</source>
        <translation>%1 — zurück am Anfang: eine Schleife, also gilt jede ihrer schwachen Verbindungen in beide Richtungen</translation>
    </message>
    <message>
        <source>the conjugate pairs of %1 make two clusters, %2 against %3 and %4 against %5; a cell of one colour of each sees a cell of one colour of the other, so not both of those colours hold the %1 and one of the other two does</source>
        <translation>die konjugierten Paare der %1 bilden zwei Gruppen, %2 gegenüber %3 und %4 gegenüber %5; eine Zelle einer Farbe der einen Gruppe sieht eine Zelle einer Farbe der anderen, also können nicht beide dieser Farben die %1 enthalten, und eine der beiden anderen Farben enthält sie</translation>
    </message>
    <message>
        <source>the conjugate pairs of %1 colour %2 against %3: one colour holds the %1s; two cells of one colour share a unit, so that colour is false</source>
        <translation>die konjugierten Paare der %1 färben %2 in der einen und %3 in der anderen Farbe: In allen Zellen einer der Farben steht die %1; zwei Zellen derselben Farbe liegen in einer gemeinsamen Einheit, also ist diese Farbe falsch</translation>
    </message>
    <message>
        <source>the conjugate pairs of %1 colour %2 against %3: one colour holds the %1s, and each struck cell sees both colours</source>
        <translation>die konjugierten Paare der %1 färben %2 in der einen und %3 in der anderen Farbe: In allen Zellen einer der Farben steht die %1, und jede Zelle, aus der gestrichen wird, sieht beide Farben</translation>
    </message>
    <message>
        <source>no way to fill %1 that repeats no digit in a unit and leaves each of %2 (cells that see them all) a candidate uses the candidates struck out</source>
        <translation>keine Möglichkeit, %1 so zu füllen, dass sich in keiner Einheit eine Ziffer wiederholt und jeder der Zellen %2 (Zellen, die sie alle sehen) ein Kandidat bleibt, verwendet die gestrichenen Kandidaten</translation>
    </message>
    <message>
        <source>%1 in %2 lies only in %3 and in the fins %4, in %5 (a sashimi fish: without the fins a line would keep one place): if a fin holds %1, nothing else in %5 does; if not, %3 hold it in %2</source>
        <translation>die %1 kommt in %2 nur in %3 und in den Flossen %4 (in %5) vor (ein Sashimi-Fisch: Ohne die Flossen hätte eine der Zeilen bzw. Spalten nur noch einen Platz): Steht die %1 in einer Flosse, steht sie nirgendwo sonst in %5; wenn nicht, liegt sie in %2 nur in %3</translation>
    </message>
    <message>
        <source>%1 in %2 lies only in %3 and in the fins %4, in %5: if a fin holds %1, nothing else in %5 does; if not, %3 hold it in %2</source>
        <translation>die %1 kommt in %2 nur in %3 und in den Flossen %4 (in %5) vor: Steht die %1 in einer Flosse, steht sie nirgendwo sonst in %5; wenn nicht, liegt sie in %2 nur in %3</translation>
    </message>
    <message>
        <source>%1 in %2 lies only in %3</source>
        <translation>die %1 kommt in %2 nur in %3 vor</translation>
    </message>
    <message>
        <source>%1 in %2 lies only in %3, so in %4 it fits only in %5</source>
        <translation>die %1 kommt in %2 nur in %3 vor, also passt sie in %4 nur in %5</translation>
    </message>
    <message>
        <source>%1 holds only %2, and %3 hold both; in %4 and in %5, %6 lies only in the rectangle&apos;s corners, so were %7 %8, %9 would be %6, %1 would be %8, and %2 could swap round the rectangle for a second solution</source>
        <translation>%1 hat nur die Kandidaten %2, und %3 haben beide Kandidaten; in %4 und in %5 kommt die %6 nur in den Ecken des Rechtecks vor; stünde also in %7 die %8, dann stünde in %9 die %6 und in %1 die %8, und %2 ließen sich im Rechteck vertauschen, was eine zweite Lösung ergäbe</translation>
    </message>
    <message>
        <source>%1 is %2 and %3 are %4, none of them a given; were %5 %2, the four cells could swap %2 and %4 for a second solution</source>
        <translation>%1 ist %2 und %3 sind %4, keine davon vorgegeben; wäre %5 eine %2, könnten die vier Zellen %2 und %4 vertauschen, was eine zweite Lösung ergäbe</translation>
    </message>
    <message>
        <source>%1 is %2 and %3 is %4, neither a given; were neither %5 nor %6 %7, they would be %4 and %2, and the four cells could swap %2 and %4 for a second solution: one of them is %7</source>
        <translation>%1 ist %2 und %3 ist %4, beide nicht vorgegeben; wäre weder %5 noch %6 eine %7, dann wären sie %4 und %2, und die vier Zellen könnten %2 und %4 vertauschen, was eine zweite Lösung ergäbe: Eine der beiden ist also %7</translation>
    </message>
    <message>
        <source>the last empty cell of %1</source>
        <translation>die letzte leere Zelle in %1</translation>
    </message>
    <message>
        <source>%1 is the only candidate left in %2</source>
        <translation>%1 ist der einzige verbliebene Kandidat in %2</translation>
    </message>
    <message>
        <source>%1 fits nowhere else in %2</source>
        <translation>die %1 passt in %2 nirgendwo sonst hin</translation>
    </message>
    <message>
        <source>%1 hold only %2 in %3</source>
        <translation>%1 haben in %3 nur die Kandidaten %2</translation>
    </message>
    <message>
        <source>%1 fit only in %2 in %3</source>
        <translation>%1 passen in %3 nur in %2</translation>
    </message>
    <message>
        <source>%1 fit only in %2 in %3, so %4 fits only in %5</source>
        <translation>%1 passen in %3 nur in %2, also passt die %4 nur in %5</translation>
    </message>
    <message>
        <source>%1, where %2 and %3 cross, hold %4; with %5 in %2 and %6 in %3, these %7 cells hold %7 digits, each once: %8 cannot be elsewhere in %2, nor %9 elsewhere in %3</source>
        <translation>%1 im Schnitt von %2 und %3 haben die Kandidaten %4; zusammen mit %5 in %2 und %6 in %3 enthalten diese %7 Zellen %7 Ziffern, jede genau einmal: Für %8 gibt es keinen anderen Platz in %2 und für %9 keinen anderen in %3</translation>
    </message>
    <message>
        <source>%1 hold only %2; if %3 did too, %2 could swap for a second solution</source>
        <translation>%1 haben nur die Kandidaten %2; wäre das auch bei %3 so, ließen sich %2 vertauschen, was eine zweite Lösung ergäbe</translation>
    </message>
    <message>
        <source>%1 make a loop on %2, and %3 also hold %4: were none of them %4, %2 could swap round the loop for a second solution</source>
        <translation>%1 bilden eine Schleife mit %2, und %3 haben zusätzlich den Kandidaten %4: Wäre keine davon eine %4, ließen sich %2 entlang der Schleife vertauschen, was eine zweite Lösung ergäbe</translation>
    </message>
    <message>
        <source>%1 make a loop on %2, and %3 also hold %4; in %5, %6 lies only in %3, so one of them is %6, and were the other %7, %2 could swap round the loop for a second solution</source>
        <translation>%1 bilden eine Schleife mit %2, und %3 haben zusätzlich die Kandidaten %4; in %5 kommt die %6 nur in %3 vor, also ist eine davon eine %6, und wäre die andere eine %7, ließen sich %2 entlang der Schleife vertauschen, was eine zweite Lösung ergäbe</translation>
    </message>
    <message>
        <source>%1 make a loop on %2, and %3 also hold %4: one of them holds one of %4, or %2 could swap round the loop for a second solution</source>
        <translation>%1 bilden eine Schleife mit %2, und %3 haben zusätzlich die Kandidaten %4: In einer davon steht eine der Ziffern %4, sonst ließen sich %2 entlang der Schleife vertauschen, was eine zweite Lösung ergäbe</translation>
    </message>
    <message>
        <source>%1; so %2 fit only in the other one and %3 in %4</source>
        <translation>%1; also passen %2 in %4 nur in die andere sowie in %3</translation>
    </message>
    <message>
        <source>%1; so %2, as one cell, and %3 hold only %4 in %5</source>
        <translation>%1; also haben %2 (als eine Zelle betrachtet) und %3 in %5 nur die Kandidaten %4</translation>
    </message>
    <message>
        <source>every empty cell would hold two candidates and every digit two places in each unit, a board that never has exactly one solution</source>
        <translation>hätte jede leere Zelle zwei Kandidaten und jede Ziffer in jeder Einheit zwei Plätze – ein Spielfeld, das nie genau eine Lösung hat</translation>
    </message>
    <message>
        <source>%1 must be %2, or %3</source>
        <translation>%1 muss %2 sein, sonst %3</translation>
    </message>
    <message>
        <source>%1 must be one of %2, or %3</source>
        <translation>%1 muss eine der Ziffern %2 sein, sonst %3</translation>
    </message>
    <message>
        <source>one of %1 must be %2, or %3</source>
        <translation>eine der Zellen %1 muss %2 sein, sonst %3</translation>
    </message>
    <message>
        <source>one of %1 must be true, or %2; so %3, as one cell, and %4 hold only %5 in %6</source>
        <translation>einer der Kandidaten %1 muss zutreffen, sonst %2; also haben %3 (als eine Zelle betrachtet) und %4 in %6 nur die Kandidaten %5</translation>
    </message>
    <message>
        <source>one of %1 must be true, or %2; in %3, %4 lies only in %5, so each of them is %4 or its extra digit</source>
        <translation>einer der Kandidaten %1 muss zutreffen, sonst %2; in %3 kommt die %4 nur in %5 vor, also ist jede davon entweder %4 oder ihre Zusatzziffer</translation>
    </message>
    <message>
        <source>%1 holds %2</source>
        <translation>%1 hat die Kandidaten %2</translation>
    </message>
    <message>
        <source>%1: one of the three is %2</source>
        <translation>%1: Eine der drei ist %2</translation>
    </message>
    <message>
        <source>%1: whichever %2 is, %3 or %4 is %5</source>
        <translation>%1: Egal, was in %2 steht, %3 oder %4 ist %5</translation>
    </message>
    <message>
        <source>%1 hold only %2; in %3, %4 lies only in %5: %6 or %7 is %8</source>
        <translation>%1 haben nur die Kandidaten %2; in %3 kommt die %4 nur in %5 vor: %6 oder %7 ist %8</translation>
    </message>
    <message>
        <source>%1 hold only %2, one digit more than cells; %3 holds only %4 and %5 and sees every one of them holding %4: whichever %3 is, %5 is in %3 or among them</source>
        <translation>%1 haben nur die Kandidaten %2, eine Ziffer mehr als Zellen; %3 hat nur die Kandidaten %4 und %5 und sieht jede von ihnen, die die %4 enthält: Egal, was in %3 steht, die %5 steht in %3 oder in einer von ihnen</translation>
    </message>
    <message>
        <source>%1 hold only %2, one digit more than cells; %3 holds only %4 and sees every one of them holding either: between them they hold each digit once, which is in one of its places here</source>
        <translation>%1 haben nur die Kandidaten %2, eine Ziffer mehr als Zellen; %3 hat nur die Kandidaten %4 und sieht jede von ihnen, die eine davon enthält: Zusammen enthalten sie jede dieser Ziffern genau einmal, und zwar an einem ihrer Plätze hier</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>box %1</source>
        <translation>Block %1</translation>
    </message>
    <message>
        <source>rows %1</source>
        <translation>Zeilen %1</translation>
    </message>
    <message>
        <source>columns %1</source>
        <translation>Spalten %1</translation>
    </message>
    <message>
        <source>boxes %1</source>
        <translation>Blöcke %1</translation>
    </message>
    <message>
        <source>%1 − %2</source>
        <comment>a digit struck out of a cell</comment>
        <translation>%1 − %2</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <comment>a digit written in a cell</comment>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <comment>a digit in a cell</comment>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>%1: each of its %2 branches leads to %3.</source>
        <translation>%1: Jeder der %2 Zweige führt zu %3.</translation>
    </message>
    <message>
        <source>Branch %1 of %2: %3.</source>
        <translation>Zweig %1 von %2: %3.</translation>
    </message>
    <message>
        <source>Placed %1 in %2 (%3).</source>
        <translation>%1 in %2 gesetzt (%3).</translation>
    </message>
    <message>
        <source>Try %1 in %2</source>
        <translation>%1 in %2 probieren</translation>
    </message>
    <message>
        <source>%1 clashes with a peer of %2</source>
        <translation>%1 steht schon in einer Zelle, die %2 sieht</translation>
    </message>
    <message>
        <source>Guess %1 in %2 (other digits left to try)</source>
        <translation>%1 in %2 raten (weitere Ziffern offen)</translation>
    </message>
    <message>
        <source>Place %1 in %2</source>
        <translation>%1 in %2 setzen</translation>
    </message>
    <message>
        <source>%1: %2 in %3</source>
        <translation>%1: %2 in %3</translation>
    </message>
    <message>
        <source>Remove %1 from %2</source>
        <translation>%1 aus %2 streichen</translation>
    </message>
    <message>
        <source>Remove %1 from %2 (%3)</source>
        <translation>%1 aus %2 streichen (%3)</translation>
    </message>
    <message>
        <source>Guess %1 in %2 (depth %3)</source>
        <translation>%1 in %2 raten (Tiefe %3)</translation>
    </message>
    <message>
        <source>Dead end: %1 has no candidate left</source>
        <translation>Sackgasse: %1 hat keinen Kandidaten mehr</translation>
    </message>
    <message>
        <source>Dead end: %1 has no place left in %2</source>
        <translation>Sackgasse: Die %1 hat in %2 keinen Platz mehr</translation>
    </message>
    <message>
        <source>Back up: undo the guess in %1 (depth %2)</source>
        <translation>Zurück: Rateversuch in %1 zurücknehmen (Tiefe %2)</translation>
    </message>
    <message>
        <source>Back up: take back %1</source>
        <translation>Zurück: %1 zurücknehmen</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>Extreme</source>
        <translation>Extrem</translation>
    </message>
    <message>
        <source>Nightmare</source>
        <translation>Albtraum</translation>
    </message>
    <message>
        <source>Not rated</source>
        <translation>Nicht bewertet</translation>
    </message>
    <message>
        <source>quads, fish, skyscrapers, kites and wings</source>
        <translation>Vierlinge, Fische, Wolkenkratzer, Drachen und Wings</translation>
    </message>
    <message>
        <source>forcing chains</source>
        <translation>erzwingende Ketten</translation>
    </message>
    <message>
        <source>forcing chains nested in forcing chains</source>
        <translation>erzwingende Ketten in erzwingenden Ketten</translation>
    </message>
    <message>
        <source>no single solution</source>
        <translation>keine eindeutige Lösung</translation>
    </message>
    <message>
        <source>Not rated: the puzzle has no solution.</source>
        <translation>Nicht bewertet: Das Rätsel hat keine Lösung.</translation>
    </message>
    <message>
        <source>Not rated: the puzzle has more than one solution.</source>
        <translation>Nicht bewertet: Das Rätsel hat mehr als eine Lösung.</translation>
    </message>
    <message>
        <source>%1, rated %2.</source>
        <translation>%1, Bewertung %2.</translation>
    </message>
    <message>
        <source>Hardest step: %1.</source>
        <translation>Der schwierigste Schritt erfordert %1.</translation>
    </message>
    <message>
        <source>Steps: %1.</source>
        <translation>Schritte: %1.</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Rotational (180°)</source>
        <translation>Drehung (180°)</translation>
    </message>
    <message>
        <source>Diagonal</source>
        <translation>Diagonale</translation>
    </message>
    <message>
        <source>Mirror (left–right)</source>
        <translation>Spiegelung (links–rechts)</translation>
    </message>
    <message>
        <source>Human logic</source>
        <translation>Menschliche Logik</translation>
    </message>
    <message>
        <source>Backtracking</source>
        <translation>Backtracking</translation>
    </message>
    <message>
        <source>Bitmask backtracking</source>
        <translation>Backtracking mit Bitmasken</translation>
    </message>
    <message>
        <source>Most constrained cell (MRV)</source>
        <translation>Am stärksten eingeschränkte Zelle (MRV)</translation>
    </message>
    <message>
        <source>Constraint propagation (Norvig)</source>
        <translation>Constraint-Propagierung (Norvig)</translation>
    </message>
    <message>
        <source>Forward checking (MRV + LCV)</source>
        <translation>Vorwärtsprüfung (MRV + LCV)</translation>
    </message>
    <message>
        <source>Solves as a person would: the simplest technique that applies, every time, up to nested forcing chains. A puzzle with one solution never needs a guess.</source>
        <translation>Löst wie ein Mensch: jedes Mal mit der einfachsten Technik, die greift, bis hin zu verschachtelten erzwingenden Ketten. Ein Rätsel mit genau einer Lösung braucht nie einen Rateversuch.</translation>
    </message>
    <message>
        <source>Fills the empty cells in reading order, trying 1 to 9 in each and checking the peers; on a dead end it takes back the last digit and tries the next.</source>
        <translation>Füllt die leeren Zellen in Leserichtung, probiert in jeder die Ziffern 1 bis 9 und prüft die verbundenen Zellen; in einer Sackgasse nimmt es die letzte Ziffer zurück und probiert die nächste.</translation>
    </message>
    <message>
        <source>The same search as backtracking, but row, column and box bitmasks give the free digits at once, so no digit is ever rejected.</source>
        <translation>Dieselbe Suche wie beim Backtracking, aber Bitmasken für Zeile, Spalte und Block liefern die freien Ziffern sofort, sodass nie eine Ziffer verworfen wird.</translation>
    </message>
    <message>
        <source>Always fills the cell with the fewest candidates left, and rolls back when a cell runs out of them.</source>
        <translation>Füllt immer die Zelle mit den wenigsten verbliebenen Kandidaten und springt zurück, sobald einer Zelle die Kandidaten ausgehen.</translation>
    </message>
    <message>
        <source>Peter Norvig&apos;s solver: every placement removes its digit from the peers, singles follow from that, and it guesses only on the cell with fewest candidates.</source>
        <translation>Der Löser von Peter Norvig: Jede gesetzte Ziffer wird aus den verbundenen Zellen entfernt, daraus ergeben sich Singles, und geraten wird nur in der Zelle mit den wenigsten Kandidaten.</translation>
    </message>
    <message>
        <source>Picks the most constrained cell, tries first the digit that constrains its peers least, and backs up as soon as a peer has no candidate left.</source>
        <translation>Wählt die am stärksten eingeschränkte Zelle, probiert zuerst die Ziffer, die die verbundenen Zellen am wenigsten einschränkt, und springt zurück, sobald einer verbundenen Zelle kein Kandidat mehr bleibt.</translation>
    </message>
    <message numerus="yes">
        <source>Applied %1: %n candidate(s) struck out.</source>
        <translation>
            <numerusform>Durch %1 wurde %n Kandidat gestrichen.</numerusform>
            <numerusform>Durch %1 wurden %n Kandidaten gestrichen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It needs %n guess(es).</source>
        <translation>
            <numerusform>Es erfordert %n Rateversuch.</numerusform>
            <numerusform>Es erfordert %n Rateversuche.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1×%2</source>
        <comment>a board&apos;s size</comment>
        <translation>%1×%2</translation>
    </message>
    <message>
        <source>%1, boxes %2×%3</source>
        <comment>a board&apos;s size and its boxes&apos; rows and columns</comment>
        <translation>%1, Blöcke %2×%3</translation>
    </message>
    <message>
        <source>a digit %1-%2 or &apos;.&apos;</source>
        <translation>eine Ziffer %1-%2 oder &apos;.&apos;</translation>
    </message>
    <message>
        <source>a digit %1-%2, the letter A or &apos;.&apos;</source>
        <translation>eine Ziffer %1-%2, den Buchstaben A oder &apos;.&apos;</translation>
    </message>
    <message>
        <source>a digit %1-%2, a letter A-%3 or &apos;.&apos;</source>
        <translation>eine Ziffer %1-%2, einen Buchstaben A-%3 oder &apos;.&apos;</translation>
    </message>
    <message>
        <source>value %1 is out of range for %2</source>
        <translation>der Wert %1 liegt außerhalb des Bereichs für %2</translation>
    </message>
    <message>
        <source>a size is %1 or %2</source>
        <translation>möglich sind %1 oder %2</translation>
    </message>
    <message>
        <source>end of line</source>
        <translation>Zeilenende</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>erwartet: %1, gefunden: %2</translation>
    </message>
    <message>
        <source>puzzle has %1 cells, expected %2</source>
        <translation>das Rätsel hat %1 Zellen, erwartet: %2</translation>
    </message>
    <message>
        <source>%1 and %2 both hold %3</source>
        <translation>%1 und %2 enthalten beide die %3</translation>
    </message>
    <message>
        <source>puzzle has more than %1 cells</source>
        <translation>das Rätsel hat mehr als %1 Zellen</translation>
    </message>
    <message>
        <source>a grid row has more than %1 cells</source>
        <translation>eine Zeile des Gitters hat mehr als %1 Zellen</translation>
    </message>
    <message>
        <source>longer than 1 MiB</source>
        <translation>länger als 1 MiB</translation>
    </message>
    <message>
        <source>puzzle has %1 cells, expected %2 (%3) or %4 (%5)</source>
        <translation>das Rätsel hat %1 Zellen, erwartet: %2 (%3) oder %4 (%5)</translation>
    </message>
    <message>
        <source>unsupported size %1: %2</source>
        <translation>nicht unterstützte Größe %1: %2</translation>
    </message>
    <message>
        <source>a puzzle of size %1, expected %2</source>
        <translation>ein Rätsel der Größe %1, erwartet: %2</translation>
    </message>
    <message>
        <source>expected the number of givens on the line after the size</source>
        <translation>erwartet wurde die Anzahl der Vorgaben in der Zeile nach der Größe</translation>
    </message>
    <message>
        <source>the number of givens 0-%1</source>
        <translation>die Anzahl der Vorgaben 0-%1</translation>
    </message>
    <message>
        <source>expected %1 givens, found %2</source>
        <translation>erwartet: %1 Vorgaben, gefunden: %2</translation>
    </message>
    <message>
        <source>a row 1-%1</source>
        <translation>eine Zeilennummer 1-%1</translation>
    </message>
    <message>
        <source>a column 1-%1</source>
        <translation>eine Spaltennummer 1-%1</translation>
    </message>
    <message>
        <source>a value 1-%1</source>
        <translation>ein Wert 1-%1</translation>
    </message>
    <message>
        <source>%1 is already given on line %2</source>
        <translation>%1 ist schon in Zeile %2 vorgegeben</translation>
    </message>
    <message>
        <source>no puzzle found</source>
        <translation>kein Rätsel gefunden</translation>
    </message>
    <message>
        <source>expected one puzzle, found a second one here</source>
        <translation>erwartet wurde ein Rätsel, hier beginnt ein zweites</translation>
    </message>
    <message>
        <source>the file can no longer be read here</source>
        <translation>die Datei lässt sich hier nicht mehr lesen</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the cases of a forcing chain</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>%1×%2</source>
        <translation>%1×%2</translation>
    </message>
    <message>
        <source>a carriage return (CR) inside the line: lines that end with CR alone are not read; end them with LF</source>
        <translation>ein Wagenrücklauf (CR) mitten in der Zeile: Zeilen, die nur mit CR enden, werden nicht gelesen; beenden Sie sie mit LF</translation>
    </message>
    <message>
        <source>supposed</source>
        <translation>angenommen</translation>
    </message>
    <message>
        <source>%1 is already in %2</source>
        <translation>die %1 steht schon in %2</translation>
    </message>
    <message>
        <source>the only candidate left in %1</source>
        <translation>der einzige verbliebene Kandidat in %1</translation>
    </message>
    <message>
        <source>the only place left for %1 in %2</source>
        <translation>der einzige verbliebene Platz für die %1 in %2</translation>
    </message>
    <message>
        <source>the only places left for %1 in %2</source>
        <translation>die einzigen verbliebenen Plätze für die %1 in %2</translation>
    </message>
    <message>
        <source>the almost locked set %1 lacks %2</source>
        <translation>der fast gesperrten Menge %1 fehlt die %2</translation>
    </message>
    <message>
        <source>by %1:</source>
        <translation>durch %1:</translation>
    </message>
    <message>
        <source>it follows</source>
        <translation>es folgt</translation>
    </message>
    <message>
        <source>%1. %2 (%3)</source>
        <translation>%1. %2 (%3)</translation>
    </message>
    <message>
        <source>%1. from %2: %3 (%4)</source>
        <translation>%1. aus %2: %3 (%4)</translation>
    </message>
    <message>
        <source>branch %1 of %2:</source>
        <translation>Zweig %1 von %2:</translation>
    </message>
    <message>
        <source>if %1, a contradiction follows</source>
        <translation>angenommen, %1, dann folgt ein Widerspruch</translation>
    </message>
    <message>
        <source>in %1, %2 lies only in %3, and in every case %4</source>
        <translation>in %1 kann die %2 nur in %3 stehen, und in jedem Fall gilt: %4</translation>
    </message>
    <message>
        <source>%1 is %2 or it is not, and either way %3</source>
        <translation>%1 ist %2 oder nicht, und so oder so gilt: %3</translation>
    </message>
    <message>
        <source>%1 holds only %2, and in every case %3</source>
        <translation>%1 hat nur die Kandidaten %2, und in jedem Fall gilt: %3</translation>
    </message>
    <message>
        <source>Branch %1 of %2:</source>
        <translation>Zweig %1 von %2:</translation>
    </message>
    <message>
        <source>chains, uniqueness, almost locked sets, exclusion, bigger wings and finned fish</source>
        <translation>Ketten, Eindeutigkeit, fast gesperrte Mengen, Ausschluss, größere Wings und Flossenfische</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>sky blue</source>
        <translation>himmelblau</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>violett</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>Kreis</translation>
    </message>
    <message>
        <source>square</source>
        <translation>Quadrat</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>Raute</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>Dreieck</translation>
    </message>
    <message>
        <source>upside-down triangle</source>
        <translation>umgedrehtes Dreieck</translation>
    </message>
    <message>
        <source>plus sign</source>
        <translation>Pluszeichen</translation>
    </message>
    <message>
        <source>Singles</source>
        <translation>Singles</translation>
    </message>
    <message>
        <source>Intersections</source>
        <translation>Schnittmengen</translation>
    </message>
    <message>
        <source>Subsets</source>
        <translation>Teilmengen</translation>
    </message>
    <message>
        <source>Fish</source>
        <translation>Fische</translation>
    </message>
    <message>
        <source>Single-digit patterns</source>
        <translation>Einzelziffer-Muster</translation>
    </message>
    <message>
        <source>Wings</source>
        <translation>Wings</translation>
    </message>
    <message>
        <source>Uniqueness</source>
        <translation>Eindeutigkeit</translation>
    </message>
    <message>
        <source>Chains</source>
        <translation>Ketten</translation>
    </message>
    <message>
        <source>Almost locked sets</source>
        <translation>Fast gesperrte Mengen</translation>
    </message>
    <message>
        <source>Exclusion</source>
        <translation>Ausschluss</translation>
    </message>
    <message>
        <source>Forcing chains</source>
        <translation>Erzwingende Ketten</translation>
    </message>
    <message>
        <source>a %1 puzzle is read from one line: its cells, then its %2</source>
        <translation>ein Rätsel vom Typ %1 wird aus einer einzigen Zeile gelesen: erst die Zellen, dann die %2</translation>
    </message>
    <message>
        <source>regions</source>
        <translation>Regionen</translation>
    </message>
    <message>
        <source>cages and their sums</source>
        <translation>Käfige und ihre Summen</translation>
    </message>
    <message>
        <source>a space and each cell&apos;s region</source>
        <translation>ein Leerzeichen und die Region jeder Zelle</translation>
    </message>
    <message>
        <source>a region 1-%1 or a-%2</source>
        <translation>eine Region 1-%1 oder a-%2</translation>
    </message>
    <message>
        <source>a region 1-9 or A-%1</source>
        <translation>eine Region 1-9 oder A-%1</translation>
    </message>
    <message>
        <source>region %1 has %2 cells, expected %3</source>
        <translation>die Region %1 hat %2 Zellen, erwartet: %3</translation>
    </message>
    <message>
        <source>region %1 is not connected: %2 is cut off from %3</source>
        <translation>die Region %1 hängt nicht zusammen: %2 ist von %3 abgetrennt</translation>
    </message>
    <message>
        <source>a space and each cell&apos;s cage</source>
        <translation>ein Leerzeichen und der Käfig jeder Zelle</translation>
    </message>
    <message>
        <source>a cage&apos;s name (a letter or a digit) or &apos;.&apos;</source>
        <translation>einen Käfignamen (einen Buchstaben oder eine Ziffer) oder &apos;.&apos;</translation>
    </message>
    <message>
        <source>a cage&apos;s name, &apos;=&apos; and its sum</source>
        <translation>einen Käfignamen, &apos;=&apos; und seine Summe</translation>
    </message>
    <message>
        <source>a space and the cages&apos; sums (a=12,b=7,…)</source>
        <translation>ein Leerzeichen und die Summen der Käfige (a=12,b=7,…)</translation>
    </message>
    <message>
        <source>no cell is in cage %1</source>
        <translation>keine Zelle gehört zum Käfig %1</translation>
    </message>
    <message>
        <source>cage %1 has a second sum</source>
        <translation>der Käfig %1 hat eine zweite Summe</translation>
    </message>
    <message>
        <source>&apos;,&apos; or the end of the sums</source>
        <translation>&apos;,&apos; oder das Ende der Summen</translation>
    </message>
    <message>
        <source>cage %1 has no sum</source>
        <translation>der Käfig %1 hat keine Summe</translation>
    </message>
    <message>
        <source>cage %1 is not connected: %2 is cut off from %3</source>
        <translation>der Käfig %1 hängt nicht zusammen: %2 ist von %3 abgetrennt</translation>
    </message>
    <message>
        <source>cage %1 has %2 cells, more than %3</source>
        <translation>der Käfig %1 hat %2 Zellen, mehr als %3</translation>
    </message>
    <message>
        <source>cage %1 cannot add up to %2: %3 different digits make %4 to %5</source>
        <translation>der Käfig %1 kann nicht die Summe %2 haben: %3 verschiedene Ziffern ergeben %4 bis %5</translation>
    </message>
    <message>
        <source>the cages&apos; sums add up to %1, expected %2</source>
        <translation>die Summen der Käfige ergeben zusammen %1, erwartet: %2</translation>
    </message>
    <message>
        <source>the regions name %1 cells, expected %2</source>
        <translation>Regionen für %1 Zellen angegeben, erwartet: %2</translation>
    </message>
    <message>
        <source>the cages name %1 cells, expected %2</source>
        <translation>Käfige für %1 Zellen angegeben, erwartet: %2</translation>
    </message>
    <message>
        <source>the givens of the cage at %1 cannot add up to its sum, %2</source>
        <translation>die Vorgaben des Käfigs bei %1 können nicht seine Summe %2 ergeben</translation>
    </message>
    <message>
        <source>%1 puzzles are 9×9, not %2×%3</source>
        <translation>%1-Rätsel sind 9×9, nicht %2×%3</translation>
    </message>
    <message>
        <source>Classic Sudoku</source>
        <translation>Klassisches Sudoku</translation>
    </message>
    <message>
        <source>X-Sudoku</source>
        <translation>X-Sudoku</translation>
    </message>
    <message>
        <source>Windoku</source>
        <translation>Windoku</translation>
    </message>
    <message>
        <source>Jigsaw Sudoku</source>
        <translation>Jigsaw-Sudoku</translation>
    </message>
    <message>
        <source>Killer Sudoku</source>
        <translation>Killer-Sudoku</translation>
    </message>
    <message>
        <source>region %1</source>
        <comment>a jigsaw&apos;s irregular box</comment>
        <translation>Region %1</translation>
    </message>
    <message>
        <source>the diagonal</source>
        <comment>r1c1 to r9c9</comment>
        <translation>Hauptdiagonale</translation>
    </message>
    <message>
        <source>the anti-diagonal</source>
        <comment>r1c9 to r9c1</comment>
        <translation>Gegendiagonale</translation>
    </message>
    <message>
        <source>window %1</source>
        <comment>one of a windoku&apos;s four extra 3×3 units</comment>
        <translation>Fenster %1</translation>
    </message>
    <message>
        <source>cage combination</source>
        <translation>Käfigkombination</translation>
    </message>
    <message>
        <source>a cage combination</source>
        <translation>eine Käfigkombination</translation>
    </message>
    <message>
        <source>45 rule (innies and outies)</source>
        <translation>45er-Regel (Innies und Outies)</translation>
    </message>
    <message>
        <source>the 45 rule (innies and outies)</source>
        <translation>die 45er-Regel (Innies und Outies)</translation>
    </message>
    <message>
        <source>cage-unit interaction</source>
        <translation>Käfig-Einheit-Wechselwirkung</translation>
    </message>
    <message>
        <source>a cage-unit interaction</source>
        <translation>eine Käfig-Einheit-Wechselwirkung</translation>
    </message>
    <message>
        <source>the open cells of the cage, %1, add up to %2: of the sets of %3 different digits that do, only %4 fits their candidates</source>
        <translation>die offenen Zellen des Käfigs, %1, ergeben zusammen %2: von den Mengen aus %3 verschiedenen Ziffern mit dieser Summe passt nur %4 zu ihren Kandidaten</translation>
    </message>
    <message>
        <source>the open cells of the cage, %1, add up to %2: of the sets of %3 different digits that do, only %4 fit their candidates</source>
        <translation>die offenen Zellen des Käfigs, %1, ergeben zusammen %2: von den Mengen aus %3 verschiedenen Ziffern mit dieser Summe passen nur %4 zu ihren Kandidaten</translation>
    </message>
    <message>
        <source>the digits of %1 add up to %2 and the cages wholly inside to %3, so the cells those cages leave add up to %4, and their open ones, %5, to %6</source>
        <translation>die Ziffern von %1 ergeben zusammen %2 und die ganz darin liegenden Käfige %3, also ergeben die Zellen, die diese Käfige übrig lassen, %4 und deren offene, %5, zusammen %6</translation>
    </message>
    <message>
        <source>the cages reaching out of %1 add up to %2, and their cells inside to %3 (%4 less %5 for the cages wholly inside), so their cells outside add up to %6, and their open ones, %7, to %8</source>
        <translation>die Käfige, die aus %1 herausragen, ergeben zusammen %2 und ihre Zellen darin %3 (%4 weniger %5 für die ganz darin liegenden Käfige), also ergeben ihre Zellen draußen %6 und deren offene, %7, zusammen %8</translation>
    </message>
    <message>
        <source>every set of different digits that fits the candidates of the cage&apos;s open cells, %1, and adds up to %2 holds %3, and %3 fits only %4 there</source>
        <translation>jede Menge verschiedener Ziffern, die zu den Kandidaten der offenen Zellen des Käfigs, %1, passt und zusammen %2 ergibt, enthält %3, und %3 passt dort nur in %4</translation>
    </message>
    <message>
        <source>Killer cages</source>
        <translation>Killer-Käfige</translation>
    </message>
    <message>
        <source>singles only (on a killer, cage combinations too)</source>
        <translation>nur Singles (bei einem Killer auch Käfigkombinationen)</translation>
    </message>
    <message>
        <source>locked candidates, pairs and triples (on a killer, the 45 rule too)</source>
        <translation>gesperrte Kandidaten, Paare und Drillinge (bei einem Killer auch die 45er-Regel)</translation>
    </message>
    <message>
        <source>the open cells of the cage, %1, add up to %2, and %4 is the only set of %3 different digits that does</source>
        <translation>die offenen Zellen des Käfigs, %1, ergeben zusammen %2, und %4 ist die einzige Menge aus %3 verschiedenen Ziffern mit dieser Summe</translation>
    </message>
    <message>
        <source>the open cells of the cage, %1, add up to %2, and only %4 make that with %3 different digits</source>
        <translation>die offenen Zellen des Käfigs, %1, ergeben zusammen %2, und nur %4 ergeben das mit %3 verschiedenen Ziffern</translation>
    </message>
    <message>
        <source>a variant&apos;s name (classic, x, windoku, jigsaw, killer or samurai)</source>
        <translation>der Name einer Variante (classic, x, windoku, jigsaw, killer oder samurai)</translation>
    </message>
    <message>
        <source>a samurai has 21 rows, this one ends after %1</source>
        <translation>ein Samurai hat 21 Zeilen, dieser endet nach %1</translation>
    </message>
    <message>
        <source>a space (r%1c%2 is outside the five grids)</source>
        <translation>ein Leerzeichen (r%1c%2 liegt außerhalb der fünf Gitter)</translation>
    </message>
    <message>
        <source>the end of the row (21 squares)</source>
        <translation>das Ende der Zeile (21 Felder)</translation>
    </message>
    <message>
        <source>Samurai Sudoku</source>
        <translation>Samurai-Sudoku</translation>
    </message>
    <message>
        <source>the top-left grid</source>
        <comment>of a samurai&apos;s five</comment>
        <translation>des Gitters oben links</translation>
    </message>
    <message>
        <source>the top-right grid</source>
        <comment>of a samurai&apos;s five</comment>
        <translation>des Gitters oben rechts</translation>
    </message>
    <message>
        <source>the middle grid</source>
        <comment>of a samurai&apos;s five</comment>
        <translation>des mittleren Gitters</translation>
    </message>
    <message>
        <source>the bottom-left grid</source>
        <comment>of a samurai&apos;s five</comment>
        <translation>des Gitters unten links</translation>
    </message>
    <message>
        <source>the bottom-right grid</source>
        <comment>of a samurai&apos;s five</comment>
        <translation>des Gitters unten rechts</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a samurai&apos;s unit: row 3 of the top-left grid</comment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <source>&quot;%1&quot; is missing or not a string</source>
        <translation>&quot;%1&quot; fehlt oder ist keine Zeichenkette</translation>
    </message>
    <message>
        <source>not a Sudoku Studio game file: line %1, column %2: %3</source>
        <translation>keine Sudoku-Studio-Spieldatei: Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>not a Sudoku Studio game file (no &quot;format&quot;: &quot;%1&quot;)</source>
        <translation>keine Sudoku-Studio-Spieldatei (kein &quot;format&quot;: &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>the file is version %1, made by a newer Sudoku Studio; this one reads version %2</source>
        <translation>die Datei hat Version %1 und stammt von einem neueren Sudoku Studio; dieses liest Version %2</translation>
    </message>
    <message>
        <source>&quot;digits&quot;: %1 changes the given %2</source>
        <translation>&quot;digits&quot;: %1 ändert die Vorgabe %2</translation>
    </message>
    <message>
        <source>&quot;givens&quot;: %1</source>
        <translation>&quot;givens&quot;: %1</translation>
    </message>
    <message>
        <source>&quot;pencilMarks&quot; is not an object</source>
        <translation>&quot;pencilMarks&quot; ist kein Objekt</translation>
    </message>
    <message>
        <source>&quot;pencilMarks&quot;, %1: expected a string of digits</source>
        <translation>&quot;pencilMarks&quot;, %1: Ziffernfolge erwartet</translation>
    </message>
    <message>
        <source>&quot;elapsedMs&quot; must be a number of milliseconds, 0 or more</source>
        <translation>&quot;elapsedMs&quot; muss eine Anzahl Millisekunden sein, 0 oder mehr</translation>
    </message>
    <message>
        <source>&quot;elapsedMs&quot; is too large for a time played</source>
        <translation>&quot;elapsedMs&quot; ist zu groß für eine Spielzeit</translation>
    </message>
    <message>
        <source>&quot;completed&quot; is true but the digits do not solve the puzzle</source>
        <translation>&quot;completed&quot; ist true, aber die Ziffern lösen das Rätsel nicht</translation>
    </message>
    <message>
        <source>&quot;hintsUsed&quot; must be a whole number, 0 or more</source>
        <translation>&quot;hintsUsed&quot; muss eine ganze Zahl sein, 0 oder mehr</translation>
    </message>
    <message>
        <source>a digit 1-%1 or &apos;.&apos;</source>
        <translation>eine Ziffer 1-%1 oder &apos;.&apos;</translation>
    </message>
    <message>
        <source>a digit 1-9, a letter A-%1 or &apos;.&apos;</source>
        <translation>eine Ziffer 1-9, einen Buchstaben A-%1 oder &apos;.&apos;</translation>
    </message>
    <message>
        <source>digits 1-%1</source>
        <translation>Ziffern 1-%1</translation>
    </message>
    <message>
        <source>digits 1-9 or letters A-%1</source>
        <translation>Ziffern 1-9 oder Buchstaben A-%1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has %2 cells, expected %3</source>
        <translation>&quot;%1&quot; hat %2 Zellen, erwartet: %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot;, %2: expected %3, found &apos;%4&apos;</source>
        <translation>&quot;%1&quot;, %2: %3 erwartet, &apos;%4&apos; gefunden</translation>
    </message>
    <message>
        <source>&quot;size&quot; must be a board&apos;s size: 4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24 or 25</source>
        <translation>&quot;size&quot; muss eine Spielfeldgröße sein: 4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24 oder 25</translation>
    </message>
    <message>
        <source>&quot;box&quot; must be the box of a %1×%1 board, rows x columns such as %2</source>
        <translation>&quot;box&quot; muss der Block eines %1×%1-Spielfelds sein, Zeilen x Spalten wie %2</translation>
    </message>
    <message>
        <source>&quot;pencilMarks&quot;: &quot;%1&quot; is not a cell name like r1c1 of a %2×%2 board</source>
        <translation>&quot;pencilMarks&quot;: &quot;%1&quot; ist kein Zellname wie r1c1 eines %2×%2-Spielfelds</translation>
    </message>
    <message>
        <source>&quot;pencilMarks&quot;, %1: expected %2, found &apos;%3&apos;</source>
        <translation>&quot;pencilMarks&quot;, %1: %2 erwartet, &apos;%3&apos; gefunden</translation>
    </message>
    <message>
        <source>the file is larger than a game file can be (%1 MB at most)</source>
        <translation>die Datei ist größer, als eine Spieldatei sein kann (höchstens %1 MB)</translation>
    </message>
    <message>
        <source>&quot;version&quot; is missing</source>
        <translation>&quot;version&quot; fehlt</translation>
    </message>
    <message>
        <source>&quot;version&quot; must be a whole number, 1 or more</source>
        <translation>&quot;version&quot; muss eine ganze Zahl sein, 1 oder mehr</translation>
    </message>
    <message>
        <source>&quot;pencilMarks&quot;, %1: more than %2 digits</source>
        <translation>&quot;pencilMarks&quot;, %1: mehr als %2 Ziffern</translation>
    </message>
    <message>
        <source>&quot;source&quot; is longer than %1 characters</source>
        <translation>&quot;source&quot; ist länger als %1 Zeichen</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: &quot;%2&quot; is not a cell name like r1c1 of a %3×%3 board</source>
        <translation>&quot;%1&quot;: &quot;%2&quot; ist kein Zellname wie r1c1 eines %3×%3-Bretts</translation>
    </message>
    <message>
        <source>&quot;%1&quot;, %2: expected a colour number 1-%3</source>
        <translation>&quot;%1&quot;, %2: erwartet eine Farbnummer 1-%3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an object</source>
        <translation>&quot;%1&quot; ist kein Objekt</translation>
    </message>
    <message>
        <source>&quot;candidateColours&quot;, %1: expected an object of digits and colours</source>
        <translation>&quot;candidateColours&quot;, %1: erwartet ein Objekt aus Ziffern und Farben</translation>
    </message>
    <message>
        <source>&quot;candidateColours&quot;, %1: expected %2, found &quot;%3&quot;</source>
        <translation>&quot;candidateColours&quot;, %1: erwartet %2, gefunden &quot;%3&quot;</translation>
    </message>
    <message>
        <source>&quot;candidateColours&quot;, %1: %2 is not pencilled in there</source>
        <translation>&quot;candidateColours&quot;, %1: %2 ist dort nicht notiert</translation>
    </message>
    <message>
        <source>&quot;variant&quot; must be one of %1</source>
        <translation>„variant“ muss eines hiervon sein: %1</translation>
    </message>
    <message>
        <source>&quot;layout&quot; is not a string</source>
        <translation>„layout“ ist keine Zeichenkette</translation>
    </message>
    <message>
        <source>&quot;layout&quot;, character %1: %2</source>
        <translation>„layout“, Zeichen %1: %2</translation>
    </message>
    <message>
        <source>&quot;layout&quot;: %1</source>
        <translation>„layout“: %1</translation>
    </message>
    <message>
        <source>&quot;layout&quot; belongs to jigsaw and killer games alone, not to %1</source>
        <translation>„layout“ gehört nur zu Jigsaw- und Killer-Spielen, nicht zu %1</translation>
    </message>
    <message>
        <source>&quot;variant&quot;: %1</source>
        <translation>„variant“: %1</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <source>How to Play</source>
        <translation>So wird gespielt</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>Die Regeln</translation>
    </message>
    <message>
        <source>Fill every empty cell with a digit so that each row, each column and each box (the cells inside the thick lines) holds every digit exactly once. The digits in bold are the givens: they cannot be changed. A well-made puzzle has exactly one solution, and it can be reached by reasoning alone, without guessing.</source>
        <translation>Füllen Sie jede leere Zelle mit einer Ziffer, so dass jede Zeile, jede Spalte und jeder Block (die Zellen innerhalb der dicken Linien) jede Ziffer genau einmal enthält. Die fetten Ziffern sind die Vorgaben: sie lassen sich nicht ändern. Ein gut gemachtes Rätsel hat genau eine Lösung, und sie ist allein durch Nachdenken zu erreichen, ohne Raten.</translation>
    </message>
    <message>
        <source>A 9×9 board takes the digits 1 to 9. A board of another size takes as many digits as it has columns: a 16×16 board writes 10 to 16 as A to G (or as numbers: View › Digits Above 9), and a 6×6 board has boxes of two rows and three columns.</source>
        <translation>Ein 9×9-Brett nimmt die Ziffern 1 bis 9. Ein Brett anderer Größe nimmt so viele Ziffern, wie es Spalten hat: ein 16×16-Brett schreibt 10 bis 16 als A bis G (oder als Zahlen: Ansicht › Ziffern über 9), und die Blöcke eines 6×6-Bretts haben zwei Zeilen und drei Spalten.</translation>
    </message>
    <message>
        <source>Digits and pencil marks</source>
        <translation>Ziffern und Notizen</translation>
    </message>
    <message>
        <source>Select a cell with the mouse or the arrow keys and type a digit, or click it on the pad beside the board (its small number says how many are left to place). Delete, Backspace or 0 clears the cell. A digit repeated in a row, column or box is drawn in red with a mark in its corner; View › Show Mistakes also marks the digits that differ from the solution.</source>
        <translation>Wählen Sie eine Zelle mit der Maus oder den Pfeiltasten und tippen Sie eine Ziffer, oder klicken Sie sie auf dem Ziffernfeld neben dem Brett an (seine kleine Zahl sagt, wie viele noch zu setzen sind). Entf, Rücktaste oder 0 leert die Zelle. Eine Ziffer, die sich in Zeile, Spalte oder Block wiederholt, erscheint rot mit einer Ecke markiert; Ansicht › Fehler anzeigen markiert auch die Ziffern, die von der Lösung abweichen.</translation>
    </message>
    <message>
        <source>Pencil marks note the digits a cell can still take. Space or N turns pencil mode on and off: in it, digits add and remove marks; Shift or Ctrl with a digit does so in either mode. Edit › Fill Pencil Marks writes every cell&apos;s candidates at once, and placing a digit removes it from the marks of its row, column and box.</source>
        <translation>Notizen halten fest, welche Ziffern eine Zelle noch aufnehmen kann. Leertaste oder N schaltet den Notizmodus ein und aus: darin setzen und entfernen Ziffern Notizen; Umschalt oder Strg mit einer Ziffer tut das in beiden Modi. Bearbeiten › Notizen ausfüllen schreibt die Kandidaten jeder Zelle auf einmal, und eine gesetzte Ziffer verschwindet aus den Notizen ihrer Zeile, Spalte und ihres Blocks.</translation>
    </message>
    <message>
        <source>Every change can be undone (Ctrl+Z) and redone (Ctrl+Shift+Z). The game is saved as you play and resumed at the next start; P pauses the clock and hides the board.</source>
        <translation>Jede Änderung lässt sich rückgängig machen (Strg+Z) und wiederholen (Strg+Umschalt+Z). Das Spiel wird beim Spielen gespeichert und beim nächsten Start fortgesetzt; P hält die Uhr an und verbirgt das Brett.</translation>
    </message>
    <message>
        <source>Tools for harder puzzles</source>
        <translation>Werkzeuge für schwerere Rätsel</translation>
    </message>
    <message>
        <source>View › Filter (Alt+1 to Alt+9) picks out the cells where a digit can still go and dims the rest; Alt+0 picks out the cells with two candidates. Edit › Colours gives six colour pens (Ctrl+Alt+1 to Ctrl+Alt+6, or the pens under the pad): with one, a click paints a candidate or a cell, to follow a chain or a colouring by hand. Each colour has a shape of its own, so the colours differ even to eyes that do not tell the hues apart.</source>
        <translation>Ansicht › Filter (Alt+1 bis Alt+9) hebt die Zellen hervor, in die eine Ziffer noch passt, und blendet den Rest ab; Alt+0 hebt die Zellen mit zwei Kandidaten hervor. Bearbeiten › Farben bietet sechs Farbstifte (Strg+Alt+1 bis Strg+Alt+6, oder die Stifte unter dem Ziffernfeld): mit einem färbt ein Klick einen Kandidaten oder eine Zelle, um eine Kette oder eine Färbung von Hand zu verfolgen. Jede Farbe hat ihre eigene Form, so dass sich die Farben auch für Augen unterscheiden, die die Farbtöne nicht auseinanderhalten.</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Tipps</translation>
    </message>
    <message>
        <source>Press H, or Hint, when you are stuck. The first press says where to look and which technique to look for; the second explains the step and shows it on the board — the cells it uses, the candidates it removes and, for a chain, the links from candidate to candidate, numbered as in the text; the third makes the step. S makes the next step at once. A hint first checks your board: when a digit is wrong, or a pencil mark has lost the right digit, it says so instead.</source>
        <translation>Drücken Sie H, oder Tipp, wenn Sie nicht weiterkommen. Der erste Druck sagt, wo Sie suchen sollen und nach welcher Technik; der zweite erklärt den Schritt und zeigt ihn auf dem Brett — die Zellen, die er nutzt, die Kandidaten, die er streicht, und bei einer Kette die Verbindungen von Kandidat zu Kandidat, nummeriert wie im Text; der dritte macht den Schritt. S macht sofort den nächsten Schritt. Ein Tipp prüft zuerst Ihr Brett: ist eine Ziffer falsch oder hat eine Notiz die richtige Ziffer verloren, sagt er stattdessen das.</translation>
    </message>
    <message>
        <source>Hints use the techniques strong players use, from singles to forcing chains, under the names Sudoku Explainer and HoDoKu give them, and they never guess: every puzzle with one solution is solved by logic alone.</source>
        <translation>Tipps nutzen die Techniken starker Spieler, von Singles bis zu Forcing Chains, unter den Namen, die Sudoku Explainer und HoDoKu ihnen geben, und sie raten nie: jedes Rätsel mit einer Lösung wird allein durch Logik gelöst.</translation>
    </message>
    <message>
        <source>Watching the solver</source>
        <translation>Dem Löser zusehen</translation>
    </message>
    <message>
        <source>F5 (Solve › Watch Solve) shows a solving algorithm at work on the puzzle, step by step, in the solver panel: backtracking tries digits and takes them back, constraint propagation fills in what it can, and the human-style solver uses the techniques of the hints. Choose the algorithm and the pace in the panel; F6 takes one step, Shift+F5 stops. Solve › Compare Algorithms (F7) runs them all on the puzzle and compares their work.</source>
        <translation>F5 (Lösen › Beim Lösen zusehen) zeigt einen Lösungsalgorithmus Schritt für Schritt bei der Arbeit am Rätsel, im Löserfeld: Backtracking probiert Ziffern und nimmt sie zurück, Constraint Propagation füllt aus, was sie kann, und der menschenähnliche Löser nutzt die Techniken der Tipps. Algorithmus und Tempo wählen Sie im Feld; F6 macht einen Schritt, Umschalt+F5 hält an. Lösen › Algorithmen vergleichen (F7) lässt alle auf das Rätsel los und vergleicht ihre Arbeit.</translation>
    </message>
    <message>
        <source>New puzzles and sizes</source>
        <translation>Neue Rätsel und Größen</translation>
    </message>
    <message>
        <source>Game › New Game (Ctrl+N) makes a puzzle of the level and size you choose, from 4×4 for beginners and children to 25×25; each level names the techniques it needs. Game › Open reads puzzles from files in the common formats, Edit › Paste from the clipboard, and Game › Enter a Puzzle (Ctrl+E) lets you type one in from a newspaper: it is checked for exactly one solution before play starts.</source>
        <translation>Spiel › Neues Spiel (Strg+N) erzeugt ein Rätsel des gewählten Schwierigkeitsgrads und der gewählten Größe, von 4×4 für Anfänger und Kinder bis 25×25; jeder Grad nennt die Techniken, die er verlangt. Spiel › Öffnen liest Rätsel aus Dateien in den gängigen Formaten, Bearbeiten › Rätsel einfügen aus der Zwischenablage, und mit Spiel › Rätsel eingeben (Strg+E) tippen Sie eines aus der Zeitung ein: vor Spielbeginn wird geprüft, dass es genau eine Lösung hat.</translation>
    </message>
    <message>
        <source>Every key is listed under Help › Keyboard Shortcuts.</source>
        <translation>Alle Tasten stehen unter Hilfe › Tastenkürzel.</translation>
    </message>
    <message>
        <source>Help › Techniques explains each technique, how to spot it, and shows it on a board where it is the next step; the link under a hint opens the page of the technique it names. Game › Practice serves positions where the technique you choose is the next step: mark what it does, and Check says whether you are right and keeps your record.</source>
        <translation>Hilfe › Techniken erklärt jede Technik und wie man sie findet und zeigt sie auf einem Spielfeld, auf dem sie der nächste Schritt ist; der Link unter einem Tipp öffnet die Seite der Technik, die er nennt. Spiel › Übung bietet Stellungen, in denen die gewählte Technik der nächste Schritt ist: Markieren Sie, was sie bewirkt, und Prüfen sagt, ob Sie richtig liegen, und führt Ihre Bilanz.</translation>
    </message>
</context>
<context>
    <name>InputFile</name>
    <message>
        <source>It is a folder, not a file.</source>
        <translation>Es ist ein Ordner, keine Datei.</translation>
    </message>
    <message>
        <source>It is a pipe (a FIFO), not a file: Sudoku Studio reads puzzles only from files.</source>
        <translation>Es ist eine Pipe (ein FIFO), keine Datei: Sudoku Studio liest Rätsel nur aus Dateien.</translation>
    </message>
    <message>
        <source>It is a socket, not a file: Sudoku Studio reads puzzles only from files.</source>
        <translation>Es ist ein Socket, keine Datei: Sudoku Studio liest Rätsel nur aus Dateien.</translation>
    </message>
    <message>
        <source>It is a device, not a file: Sudoku Studio reads puzzles only from files.</source>
        <translation>Es ist ein Gerät, keine Datei: Sudoku Studio liest Rätsel nur aus Dateien.</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source> and %1 more</source>
        <translation> und %1 weitere</translation>
    </message>
    <message>
        <source>Open Puzzle</source>
        <translation>Rätsel öffnen</translation>
    </message>
    <message>
        <source>Sudoku Studio cannot open the game “%1”.</source>
        <translation>Sudoku Studio kann das Spiel „%1“ nicht öffnen.</translation>
    </message>
    <message>
        <source>Sudoku Studio cannot read a puzzle from “%1”.</source>
        <translation>Sudoku Studio kann aus „%1“ kein Rätsel lesen.</translation>
    </message>
    <message>
        <source>The game in play is unchanged.</source>
        <translation>Das laufende Spiel bleibt unverändert.</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Sudoku Studio cannot save to “%1”: %2</source>
        <translation>Sudoku Studio kann nicht in „%1“ speichern: %2</translation>
    </message>
    <message>
        <source>Autosave Failed</source>
        <translation>Automatisches Speichern fehlgeschlagen</translation>
    </message>
    <message>
        <source>Sudoku Studio cannot save your game to “%1”: %2</source>
        <translation>Sudoku Studio kann Ihr Spiel nicht in „%1“ speichern: %2</translation>
    </message>
    <message>
        <source>Your moves since the last save are not safe if the program stops. It tries again with every change; Save As in the Game menu keeps a copy elsewhere.</source>
        <translation>Ihre Züge seit dem letzten Speichern sind nicht gesichert, falls das Programm abbricht. Es versucht es bei jeder Änderung erneut; „Speichern unter“ im Menü „Spiel“ legt eine Kopie an anderer Stelle an.</translation>
    </message>
    <message>
        <source>Quit Without Saving?</source>
        <translation>Ohne Speichern beenden?</translation>
    </message>
    <message>
        <source>The game could not be saved to “%1”: %2</source>
        <translation>Das Spiel konnte nicht in „%1“ gespeichert werden: %2</translation>
    </message>
    <message>
        <source>If you quit now, the next start cannot resume this game.</source>
        <translation>Wenn Sie jetzt beenden, kann dieses Spiel beim nächsten Start nicht fortgesetzt werden.</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Quit Anyway</source>
        <translation>&amp;Trotzdem beenden</translation>
    </message>
    <message>
        <source>Game Not Resumed</source>
        <translation>Spiel nicht fortgesetzt</translation>
    </message>
    <message>
        <source>The game saved when Sudoku Studio last closed could not be read: %1</source>
        <translation>Das Spiel, das beim letzten Beenden von Sudoku Studio gespeichert wurde, konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The damaged file is kept as “%1”. A new game has started.</source>
        <translation>Die beschädigte Datei wurde als „%1“ aufbewahrt. Ein neues Spiel hat begonnen.</translation>
    </message>
    <message>
        <source>The damaged file stays at “%1”: it could not be moved aside (%2). A new game has started.</source>
        <translation>Die beschädigte Datei liegt weiterhin unter „%1“: Sie konnte nicht verschoben werden (%2). Ein neues Spiel hat begonnen.</translation>
    </message>
    <message>
        <source>Replace the Game?</source>
        <translation>Spiel ersetzen?</translation>
    </message>
    <message>
        <source>The game in progress and your entries in it will be replaced.</source>
        <translation>Das laufende Spiel und Ihre Eingaben darin werden ersetzt.</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Ersetzen</translation>
    </message>
    <message>
        <source>Enter a Puzzle</source>
        <translation>Rätsel eingeben</translation>
    </message>
    <message>
        <source>This puzzle has no solution.</source>
        <translation>Dieses Rätsel hat keine Lösung.</translation>
    </message>
    <message>
        <source>These cells repeat a digit in a row, column or box: %1.</source>
        <translation>Diese Zellen wiederholen eine Ziffer in einer Zeile, einer Spalte oder einem Block: %1.</translation>
    </message>
    <message>
        <source>Every attempt to complete it runs into a contradiction.</source>
        <translation>Jeder Versuch, es zu vervollständigen, führt zu einem Widerspruch.</translation>
    </message>
    <message>
        <source>No digit can be completed here: %1.</source>
        <translation>Hier lässt sich keine Ziffer eintragen: %1.</translation>
    </message>
    <message>
        <source>This puzzle has more than one solution.</source>
        <translation>Dieses Rätsel hat mehr als eine Lösung.</translation>
    </message>
    <message>
        <source>Two of its solutions differ in these cells: %1.
Play it anyway?</source>
        <translation>Zwei seiner Lösungen unterscheiden sich in diesen Zellen: %1.
Trotzdem spielen?</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Gelöst</translation>
    </message>
    <message>
        <source>You solved it in %1.</source>
        <translation>Sie haben es in %1 gelöst.</translation>
    </message>
    <message>
        <source>Start a new puzzle from the Game menu.</source>
        <translation>Starten Sie ein neues Rätsel über das Menü „Spiel“.</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Best Times</source>
        <translation>Bestzeiten</translation>
    </message>
    <message>
        <source>&lt;table&gt;%1&lt;/table&gt;</source>
        <translation>&lt;table&gt;%1&lt;/table&gt;</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Zurücksetzen</translation>
    </message>
    <message>
        <source>About Sudoku Studio</source>
        <translation>Über Sudoku Studio</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Sudoku Studio %1&lt;/h3&gt;&lt;p&gt;Play Sudoku with pencil marks, undo and autosave; ask for a hint that explains the next logical step; watch six classic algorithms solve a puzzle, step by step, and compare them.&lt;/p&gt;&lt;p&gt;&lt;tt&gt;sudoku-cli&lt;/tt&gt; solves, counts, rates, generates and benchmarks puzzles from the command line.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Sudoku Studio %1&lt;/h3&gt;&lt;p&gt;Spielen Sie Sudoku mit Notizen, Rückgängig-Funktion und automatischem Speichern; fordern Sie einen Tipp an, der den nächsten logischen Schritt erklärt; sehen Sie sechs klassischen Algorithmen zu, wie sie ein Rätsel Schritt für Schritt lösen, und vergleichen Sie sie.&lt;/p&gt;&lt;p&gt;&lt;tt&gt;sudoku-cli&lt;/tt&gt; löst, zählt, bewertet und erzeugt Rätsel auf der Kommandozeile und misst, wie schnell sie gelöst werden.&lt;/p&gt;&lt;p&gt;Erstellt mit Qt %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The new language shows when Sudoku Studio starts again.</source>
        <translation>Die neue Sprache erscheint beim nächsten Start von Sudoku Studio.</translation>
    </message>
    <message>
        <source>&lt;p&gt;Sudoku Studio is free software: you may share and change it under the GNU General Public License, version 3 or any later version (GPL-3.0-or-later). It comes with no warranty. It uses Qt under Qt&apos;s own licence: see Help › About Qt.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Sudoku Studio ist freie Software: Sie dürfen es unter der GNU General Public License, Version 3 oder jeder späteren Version (GPL-3.0-or-later), weitergeben und verändern. Es kommt ohne jede Gewährleistung. Es verwendet Qt unter der eigenen Lizenz von Qt: siehe Hilfe › Über Qt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Save it first to come back to it later.</source>
        <translation>Speichern Sie es zuerst, um später dorthin zurückzukehren.</translation>
    </message>
    <message>
        <source>&amp;Save First</source>
        <translation>Zuerst &amp;speichern</translation>
    </message>
    <message>
        <source>%1, unrated</source>
        <translation>%1, unbewertet</translation>
    </message>
    <message>
        <source>Puzzles solved without hints count, by the level and size or rules of the puzzle; a killer&apos;s, by its rules alone.</source>
        <translation>Es zählen Rätsel, die ohne Tipps gelöst wurden, nach Stufe und Größe oder Regeln des Rätsels; ein Killer nur nach seinen Regeln.</translation>
    </message>
</context>
<context>
    <name>Print</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>Solution: %1</source>
        <translation>Lösung: %1</translation>
    </message>
</context>
<context>
    <name>PuzzleListModel</name>
    <message>
        <source>unreadable: %1</source>
        <translation>nicht lesbar: %1</translation>
    </message>
    <message>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Clues</source>
        <translation>Vorgaben</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Rätsel</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Alles speichern</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Ja, &amp;alle</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nein</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>N&amp;ein, keine</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignorieren</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Voreinstellungen</translation>
    </message>
</context>
<context>
    <name>TechniquePages</name>
    <message>
        <source>When a row, a column or a box has one empty cell left, that cell takes the one digit the unit is still missing.</source>
        <translation>Hat eine Zeile, eine Spalte oder ein Block nur noch eine leere Zelle, erhält diese Zelle die eine Ziffer, die der Einheit noch fehlt.</translation>
    </message>
    <message>
        <source>Look for units with eight digits. It is the first thing to fill in, and the easiest.</source>
        <translation>Suchen Sie Einheiten mit acht Ziffern. Das ist das Erste, was man ausfüllt, und das Einfachste.</translation>
    </message>
    <message>
        <source>A digit that can go in only one cell of a row, column or box goes there, whatever else that cell could hold.</source>
        <translation>Eine Ziffer, die in einer Zeile, einer Spalte oder einem Block nur in eine Zelle passt, kommt dorthin, ganz gleich, was diese Zelle sonst noch aufnehmen könnte.</translation>
    </message>
    <message>
        <source>Take a digit and a box (or a line) that lacks it. Every cell where a peer already holds the digit is ruled out; when only one cell is left, that is the digit&apos;s place. Boxes give most of them.</source>
        <translation>Nehmen Sie eine Ziffer und einen Block (oder eine Zeile oder Spalte), in dem sie fehlt. Jede Zelle, die eine Zelle mit dieser Ziffer sieht, scheidet aus; bleibt nur eine Zelle übrig, ist das der Platz der Ziffer. Die meisten findet man in Blöcken.</translation>
    </message>
    <message>
        <source>A cell whose row, column and box together hold every digit but one can only take that one.</source>
        <translation>Eine Zelle, deren Zeile, Spalte und Block zusammen alle Ziffern bis auf eine enthalten, kann nur diese eine aufnehmen.</translation>
    </message>
    <message>
        <source>Look at cells with many filled peers, or at the pencil marks: a cell with one candidate left is a naked single.</source>
        <translation>Achten Sie auf Zellen, die viele gefüllte Zellen sehen, oder auf die Notizen: Eine Zelle mit nur noch einem Kandidaten ist ein nackter Single.</translation>
    </message>
    <message>
        <source>The places of a digit in a box all lie in one row or column, so the digit is in that line inside the box. Another box crossing the line then has one place left for the digit, which it takes.</source>
        <translation>Die Plätze einer Ziffer in einem Block liegen alle in einer Zeile oder Spalte; innerhalb des Blocks steht die Ziffer also in dieser Zeile bzw. Spalte. Ein anderer Block, den diese Zeile bzw. Spalte durchquert, hat dann nur noch einen Platz für die Ziffer, und dort kommt sie hin.</translation>
    </message>
    <message>
        <source>When a hidden single is almost there in a box, look at the boxes beside it: a digit confined to one line of a neighbouring box rules out that line too.</source>
        <translation>Wenn sich in einem Block fast ein versteckter Single ergibt, schauen Sie sich die Nachbarblöcke an: Eine Ziffer, die in einem Nachbarblock auf eine Zeile oder Spalte beschränkt ist, schließt auch diese Zeile bzw. Spalte aus.</translation>
    </message>
    <message>
        <source>The places of a digit in a row or column all lie in one box, so the box holds it in that line. Another line crossing the box then has one place left for the digit, which it takes.</source>
        <translation>Die Plätze einer Ziffer in einer Zeile oder Spalte liegen alle in einem Block; der Block enthält sie also in dieser Zeile bzw. Spalte. Eine andere Zeile oder Spalte, die durch den Block verläuft, hat dann nur noch einen Platz für die Ziffer, und dort kommt sie hin.</translation>
    </message>
    <message>
        <source>Look at a line where a digit has two or three places, all inside one box: the rest of that box loses the digit, which can leave a single in another line of the box.</source>
        <translation>Suchen Sie eine Zeile oder Spalte, in der eine Ziffer zwei oder drei Plätze hat, alle im selben Block: Im Rest dieses Blocks entfällt die Ziffer, wodurch in einer anderen Zeile bzw. Spalte des Blocks ein Single entstehen kann.</translation>
    </message>
    <message>
        <source>Two digits that fit only in the same two cells of a unit fill those cells between them, so no other digit goes there. That can leave a third digit with one place left in the unit, which it takes.</source>
        <translation>Zwei Ziffern, die in einer Einheit nur in dieselben zwei Zellen passen, füllen diese beiden Zellen unter sich auf, sodass keine andere Ziffer dorthin kommt. Dadurch kann einer dritten Ziffer in der Einheit nur noch ein Platz bleiben, und dort kommt sie hin.</translation>
    </message>
    <message>
        <source>In a unit with a digit that has two places, one of them shared with a pair of digits confined to two cells: those two cells are taken, and the digit goes to its other place.</source>
        <translation>In einer Einheit hat eine Ziffer zwei Plätze, von denen einer auch zu einem Ziffernpaar gehört, das auf zwei Zellen beschränkt ist: Diese beiden Zellen sind besetzt, also kommt die Ziffer auf ihren anderen Platz.</translation>
    </message>
    <message>
        <source>Three digits that fit only in the same three cells of a unit fill them, so no other digit goes there; another digit is left with one place in the unit and takes it.</source>
        <translation>Drei Ziffern, die in einer Einheit nur in dieselben drei Zellen passen, füllen diese aus, sodass keine andere Ziffer dorthin kommt; einer weiteren Ziffer bleibt in der Einheit nur ein Platz, und dort kommt sie hin.</translation>
    </message>
    <message>
        <source>As the direct hidden pair, with three digits confined to three cells.</source>
        <translation>Wie beim direkten versteckten Paar, nur mit drei Ziffern, die auf drei Zellen beschränkt sind.</translation>
    </message>
    <message>
        <source>The candidates of a digit in a box all lie in one row or one column. The digit is in that line inside the box, so it cannot be anywhere else in the line.</source>
        <translation>Die Kandidaten einer Ziffer in einem Block liegen alle in einer Zeile oder in einer Spalte. Innerhalb des Blocks steht die Ziffer also in dieser Zeile bzw. Spalte und kann deshalb nirgendwo sonst in ihr stehen.</translation>
    </message>
    <message>
        <source>For each box and digit, see whether its pencil marks line up. Two or three marks in a row of a box, and none elsewhere in the box, point along the row and strike the digit from it outside the box.</source>
        <translation>Prüfen Sie für jeden Block und jede Ziffer, ob ihre Notizen in einer Linie liegen. Zwei oder drei Notizen in einer Zeile des Blocks und keine sonst im Block zeigen entlang dieser Zeile und streichen die Ziffer dort außerhalb des Blocks.</translation>
    </message>
    <message>
        <source>The candidates of a digit in a row or column all lie in one box. The line&apos;s copy of the digit is in that box, so the box cannot hold the digit anywhere off the line.</source>
        <translation>Die Kandidaten einer Ziffer in einer Zeile oder Spalte liegen alle in einem Block. Die Ziffer dieser Zeile bzw. Spalte steht also in diesem Block, und der Block kann die Ziffer nirgendwo außerhalb dieser Zeile bzw. Spalte enthalten.</translation>
    </message>
    <message>
        <source>For each line and digit, see whether its marks fall in one box; the other cells of that box lose the digit.</source>
        <translation>Prüfen Sie für jede Zeile und Spalte und jede Ziffer, ob deren Notizen in einen einzigen Block fallen; aus den übrigen Zellen dieses Blocks wird die Ziffer gestrichen.</translation>
    </message>
    <message>
        <source>Two cells of a unit that hold only the same two candidates take those two digits between them, so no other cell of the unit can hold either.</source>
        <translation>Zwei Zellen einer Einheit, die nur dieselben zwei Kandidaten haben, teilen diese beiden Ziffern unter sich auf, sodass keine andere Zelle der Einheit eine von ihnen enthalten kann.</translation>
    </message>
    <message>
        <source>Look for two cells with the same two pencil marks in a row, column or box. Cross those two digits out of every other cell there (and of the box too, when both cells share one).</source>
        <translation>Suchen Sie in einer Zeile, einer Spalte oder einem Block zwei Zellen mit denselben zwei Notizen. Streichen Sie diese beiden Ziffern aus allen anderen Zellen dort (und auch aus dem Block, wenn beide Zellen im selben Block liegen).</translation>
    </message>
    <message>
        <source>Three cells of a unit whose candidates together are only three digits take those digits, so the rest of the unit loses them. A cell need not hold all three: {1,2}, {2,3} and {1,3} are a triple.</source>
        <translation>Drei Zellen einer Einheit, deren Kandidaten zusammen nur drei Ziffern umfassen, nehmen diese Ziffern auf; aus dem Rest der Einheit werden sie gestrichen. Eine Zelle muss nicht alle drei enthalten: {1,2}, {2,3} und {1,3} bilden einen Drilling.</translation>
    </message>
    <message>
        <source>Look for three cells with two or three marks each, all drawn from the same three digits.</source>
        <translation>Suchen Sie drei Zellen mit je zwei oder drei Notizen, alle aus denselben drei Ziffern.</translation>
    </message>
    <message>
        <source>Four cells of a unit whose candidates together are four digits take those digits; the other cells of the unit lose them.</source>
        <translation>Vier Zellen einer Einheit, deren Kandidaten zusammen vier Ziffern umfassen, nehmen diese Ziffern auf; aus den übrigen Zellen der Einheit werden sie gestrichen.</translation>
    </message>
    <message>
        <source>Four cells with marks from the same four digits. It is rarer and harder to see: count the digits the cells use together.</source>
        <translation>Vier Zellen mit Notizen aus denselben vier Ziffern. Das ist seltener und schwerer zu sehen: Zählen Sie die Ziffern, die die Zellen zusammen verwenden.</translation>
    </message>
    <message>
        <source>Two digits that fit only in the same two cells of a unit must fill them, so those cells lose every other candidate.</source>
        <translation>Zwei Ziffern, die in einer Einheit nur in dieselben zwei Zellen passen, müssen diese füllen; aus diesen Zellen werden daher alle anderen Kandidaten gestrichen.</translation>
    </message>
    <message>
        <source>In a unit, look for two digits that each have exactly two places, the same two. The pair is hidden among the cells&apos; other marks, which go.</source>
        <translation>Suchen Sie in einer Einheit zwei Ziffern, die jeweils genau zwei Plätze haben, und zwar dieselben zwei. Das Paar ist unter den anderen Notizen dieser Zellen versteckt; diese werden gestrichen.</translation>
    </message>
    <message>
        <source>Three digits that fit only in the same three cells of a unit fill those cells; their other candidates go.</source>
        <translation>Drei Ziffern, die in einer Einheit nur in dieselben drei Zellen passen, füllen diese Zellen; deren andere Kandidaten werden gestrichen.</translation>
    </message>
    <message>
        <source>Count the places of each digit in a unit: three digits whose places fall in the same three cells.</source>
        <translation>Zählen Sie die Plätze jeder Ziffer in einer Einheit: Gesucht sind drei Ziffern, deren Plätze in dieselben drei Zellen fallen.</translation>
    </message>
    <message>
        <source>Four digits confined to the same four cells of a unit fill them; the cells&apos; other candidates go.</source>
        <translation>Vier Ziffern, die in einer Einheit auf dieselben vier Zellen beschränkt sind, füllen diese; die anderen Kandidaten dieser Zellen werden gestrichen.</translation>
    </message>
    <message>
        <source>Rare: when a unit has many empty cells, four digits with few places may share four of them.</source>
        <translation>Selten: Hat eine Einheit viele leere Zellen, können sich vier Ziffern mit wenigen Plätzen vier davon teilen.</translation>
    </message>
    <message>
        <source>A digit has exactly two places in each of two rows, and they lie in the same two columns. Whichever way the two rows place it, the digit takes both columns, so it leaves every other cell of those columns. (The same holds with columns and rows swapped.)</source>
        <translation>Eine Ziffer hat in jeder von zwei Zeilen genau zwei Plätze, und diese liegen in denselben zwei Spalten. Wie auch immer die beiden Zeilen sie verteilen, die Ziffer belegt beide Spalten und entfällt daher in allen anderen Zellen dieser Spalten. (Dasselbe gilt mit vertauschten Zeilen und Spalten.)</translation>
    </message>
    <message>
        <source>Use the filter (Alt and the digit) to see one digit&apos;s places. Look for two rows whose places form the corners of a rectangle.</source>
        <translation>Nutzen Sie den Filter (Alt und die Ziffer), um die Plätze einer Ziffer zu sehen. Suchen Sie zwei Zeilen, deren Plätze die Ecken eines Rechtecks bilden.</translation>
    </message>
    <message>
        <source>A digit&apos;s places in three rows lie in the same three columns (two or three in each row). The three rows put the digit in those three columns, so no other cell of the columns holds it.</source>
        <translation>Die Plätze einer Ziffer in drei Zeilen liegen in denselben drei Spalten (zwei oder drei in jeder Zeile). Die drei Zeilen setzen die Ziffer in diese drei Spalten, sodass keine andere Zelle dieser Spalten sie enthält.</translation>
    </message>
    <message>
        <source>Filter by the digit and look for three rows with few places, all within three columns; the columns&apos; other places go.</source>
        <translation>Filtern Sie nach der Ziffer und suchen Sie drei Zeilen mit wenigen Plätzen, die alle innerhalb von drei Spalten liegen; die übrigen Plätze dieser Spalten entfallen.</translation>
    </message>
    <message>
        <source>The fish of four lines: a digit&apos;s places in four rows lie in four columns; the columns&apos; other cells lose it.</source>
        <translation>Der Fisch aus vier Zeilen (oder Spalten): Die Plätze einer Ziffer in vier Zeilen liegen in vier Spalten; aus den übrigen Zellen dieser Spalten wird sie gestrichen.</translation>
    </message>
    <message>
        <source>As the swordfish, with four lines. It is rare, and often a smaller fish is hidden in it.</source>
        <translation>Wie beim Schwertfisch, nur mit vier Zeilen bzw. Spalten. Die Qualle ist selten, und oft steckt ein kleinerer Fisch in ihr.</translation>
    </message>
    <message>
        <source>An X-Wing but for one or two extra places of the digit, the fins, in one box. Either a fin holds the digit, or the X-Wing stands; a cell that sees the fins and lies in the X-Wing&apos;s cover column loses the digit either way. (Sashimi: a corner of the X-Wing is missing too.)</source>
        <translation>Ein X-Wing bis auf ein oder zwei zusätzliche Plätze der Ziffer in einem Block, die Flossen. Entweder steht die Ziffer in einer Flosse, oder der X-Wing gilt; eine Zelle, die die Flossen sieht und in der Deckspalte des X-Wings liegt (einer der Spalten, aus denen er streicht), verliert die Ziffer also in jedem Fall. (Sashimi: Zusätzlich fehlt eine Ecke des X-Wings.)</translation>
    </message>
    <message>
        <source>Look for an almost X-Wing whose extra places sit in the box of one of its corners. Only the cells of the cover line inside that box can lose the digit.</source>
        <translation>Suchen Sie einen Beinahe-X-Wing, dessen zusätzliche Plätze im Block einer seiner Ecken liegen. Nur die Zellen der Deckzeile bzw. Deckspalte innerhalb dieses Blocks können die Ziffer verlieren.</translation>
    </message>
    <message>
        <source>A swordfish with fins in one box: the cells of a cover line in the fins&apos; box lose the digit.</source>
        <translation>Ein Schwertfisch mit Flossen in einem Block: Die Zellen einer Deckzeile bzw. Deckspalte im Block der Flossen verlieren die Ziffer.</translation>
    </message>
    <message>
        <source>As the finned X-Wing, with three lines.</source>
        <translation>Wie beim X-Wing mit Flosse, nur mit drei Zeilen bzw. Spalten.</translation>
    </message>
    <message>
        <source>A jellyfish with fins in one box: the cells of a cover line in the fins&apos; box lose the digit.</source>
        <translation>Eine Qualle mit Flossen in einem Block: Die Zellen einer Deckzeile bzw. Deckspalte im Block der Flossen verlieren die Ziffer.</translation>
    </message>
    <message>
        <source>As the finned X-Wing, with four lines.</source>
        <translation>Wie beim X-Wing mit Flosse, nur mit vier Zeilen bzw. Spalten.</translation>
    </message>
    <message>
        <source>Two rows where a digit has two places each (two strong links), sharing one column at their bases. One of the two tops holds the digit, so a cell that sees both tops loses it.</source>
        <translation>Zwei Zeilen, in denen eine Ziffer je zwei Plätze hat (zwei starke Verbindungen), deren Fußpunkte in derselben Spalte liegen. In einer der beiden Spitzen steht die Ziffer, also verliert eine Zelle, die beide Spitzen sieht, die Ziffer.</translation>
    </message>
    <message>
        <source>Filter by a digit and look for two lines with two places each, one end of each in the same cross line: the other two ends are the tops.</source>
        <translation>Filtern Sie nach einer Ziffer und suchen Sie zwei Zeilen (oder zwei Spalten) mit je zwei Plätzen, von denen je ein Ende in derselben quer dazu verlaufenden Spalte (bzw. Zeile) liegt: Die beiden anderen Enden sind die Spitzen.</translation>
    </message>
    <message>
        <source>A strong link in a row and one in a column whose ends meet in one box. One of the two far ends holds the digit, so a cell seeing both loses it.</source>
        <translation>Eine starke Verbindung in einer Zeile und eine in einer Spalte, deren Enden sich in einem Block treffen. In einem der beiden entfernten Enden steht die Ziffer, also verliert eine Zelle, die beide sieht, die Ziffer.</translation>
    </message>
    <message>
        <source>Look for a row and a column with two places each for a digit, one end of each in a shared box.</source>
        <translation>Suchen Sie eine Zeile und eine Spalte mit je zwei Plätzen für eine Ziffer, wobei je ein Ende in einem gemeinsamen Block liegt.</translation>
    </message>
    <message>
        <source>Two strong links on one digit joined by a weak link, at least one of them in a box. One of the two outer ends holds the digit; a cell that sees both loses it.</source>
        <translation>Zwei starke Verbindungen auf derselben Ziffer, verknüpft durch eine schwache Verbindung, wobei mindestens eine davon in einem Block liegt. In einem der beiden äußeren Enden steht die Ziffer; eine Zelle, die beide sieht, verliert sie.</translation>
    </message>
    <message>
        <source>Find a digit with two places in a box and two in a line; when an end of one sees an end of the other, look at what sees both other ends.</source>
        <translation>Suchen Sie eine Ziffer mit zwei Plätzen in einem Block und zwei in einer Zeile oder Spalte; sieht ein Ende des einen Paars ein Ende des anderen, prüfen Sie, was die beiden anderen Enden sieht.</translation>
    </message>
    <message>
        <source>A box whose places for a digit all lie in one row and one column (an L or a cross), joined to a strong link in a line. The box holds the digit in its row or its column, which makes the far end of the strong link true or rules out one cell.</source>
        <translation>Ein Block, dessen Plätze für eine Ziffer alle in einer Zeile und einer Spalte liegen (als L oder Kreuz), verknüpft mit einer starken Verbindung in einer Zeile oder Spalte. Der Block enthält die Ziffer in seiner Zeile oder seiner Spalte; dadurch wird das entfernte Ende der starken Verbindung wahr, oder eine Zelle scheidet aus.</translation>
    </message>
    <message>
        <source>Look for a box with three to five places for a digit, none outside one row and one column of it, and a line with two places for the digit that crosses one of them.</source>
        <translation>Suchen Sie einen Block mit drei bis fünf Plätzen für eine Ziffer, die alle in einer seiner Zeilen und einer seiner Spalten liegen, und eine Zeile oder Spalte mit zwei Plätzen für die Ziffer, die eine dieser beiden kreuzt.</translation>
    </message>
    <message>
        <source>A turbot fish where a link joins groups of places (a digit&apos;s places where a box and a line cross) rather than single cells.</source>
        <translation>Ein Turbot-Fisch, bei dem eine Verbindung statt einzelner Zellen Gruppen von Plätzen verknüpft (die Plätze einer Ziffer im Schnitt eines Blocks mit einer Zeile oder Spalte).</translation>
    </message>
    <message>
        <source>As the turbot fish, reading two or three places inside a box and line as one end.</source>
        <translation>Wie beim Turbot-Fisch, wobei zwei oder drei Plätze, die zugleich in einem Block und einer Zeile oder Spalte liegen, als ein einziges Ende gelesen werden.</translation>
    </message>
    <message>
        <source>Three strong links on one digit in a row, joined by weak links. One of the chain&apos;s two ends holds the digit; a cell seeing both ends loses it. When the ends see each other, it is a loop.</source>
        <translation>Drei aufeinanderfolgende starke Verbindungen auf derselben Ziffer, verknüpft durch schwache Verbindungen. In einem der beiden Enden der Kette steht die Ziffer; eine Zelle, die beide Enden sieht, verliert sie. Sehen sich die Enden gegenseitig, ist es eine Schleife.</translation>
    </message>
    <message>
        <source>Follow a digit from a unit where it has two places to another, and another: what sees both ends of the chain loses it.</source>
        <translation>Verfolgen Sie eine Ziffer von einer Einheit, in der sie zwei Plätze hat, zur nächsten und wieder zur nächsten: Was beide Enden der Kette sieht, verliert die Ziffer.</translation>
    </message>
    <message>
        <source>Four strong links on one digit, joined by weak links: one end holds the digit.</source>
        <translation>Vier starke Verbindungen auf derselben Ziffer, verknüpft durch schwache Verbindungen: In einem der Enden steht die Ziffer.</translation>
    </message>
    <message>
        <source>As the three-link chain, one link longer.</source>
        <translation>Wie die X-Kette mit 3 Verbindungen, nur um eine Verbindung länger.</translation>
    </message>
    <message>
        <source>Colour a digit&apos;s conjugate pairs (units where it has two places) in two colours, alternating along the pairs. One colour is the truth. A cell that sees both colours loses the digit; two cells of one colour in a unit make that colour false.</source>
        <translation>Färben Sie die konjugierten Paare einer Ziffer (Einheiten, in denen sie zwei Plätze hat) in zwei Farben, abwechselnd entlang der Paare. Eine der Farben ist die richtige. Eine Zelle, die beide Farben sieht, verliert die Ziffer; zwei Zellen derselben Farbe in einer Einheit machen diese Farbe falsch.</translation>
    </message>
    <message>
        <source>Use the colour pens: start at a pair, give its ends two colours, and go on from each end through its other pairs.</source>
        <translation>Nutzen Sie die Farbstifte: Beginnen Sie bei einem Paar, geben Sie seinen Enden zwei Farben und gehen Sie von jedem Ende über dessen andere Paare weiter.</translation>
    </message>
    <message>
        <source>Two clusters of colours on one digit. When a colour of one cluster sees a colour of the other, at least one of the two opposite colours is true, so a cell seeing both of those loses the digit.</source>
        <translation>Zwei Farbgruppen auf derselben Ziffer. Sieht eine Farbe der einen Gruppe eine Farbe der anderen, ist mindestens eine der beiden Gegenfarben wahr; eine Zelle, die diese beiden sieht, verliert also die Ziffer.</translation>
    </message>
    <message>
        <source>After simple colouring finds nothing, colour a second cluster and see how the clusters touch.</source>
        <translation>Wenn die einfache Färbung nichts findet, färben Sie eine zweite Gruppe und sehen Sie nach, wo sich die Gruppen berühren.</translation>
    </message>
    <message>
        <source>A pivot cell holding only {x,y} sees two pincers, {x,z} and {y,z}. Whatever the pivot holds, one pincer holds z, so a cell seeing both pincers loses z.</source>
        <translation>Eine Pivot-Zelle mit nur {x,y} sieht zwei Zangen, {x,z} und {y,z}. Was auch immer in der Pivot-Zelle steht, eine der Zangen enthält z; eine Zelle, die beide Zangen sieht, verliert also z.</translation>
    </message>
    <message>
        <source>Look at cells with two candidates: for each, find two bivalue peers that share one digit with it and one digit, z, with each other.</source>
        <translation>Betrachten Sie Zellen mit zwei Kandidaten: Suchen Sie zu jeder zwei verbundene Zellen mit zwei Kandidaten, die je eine Ziffer mit ihr gemeinsam haben und eine Ziffer, z, miteinander.</translation>
    </message>
    <message>
        <source>A pivot holding {x,y,z} sees pincers {x,z} and {y,z}. One of the three holds z, so a cell seeing all three loses z.</source>
        <translation>Eine Pivot-Zelle mit {x,y,z} sieht die Zangen {x,z} und {y,z}. Eine der drei Zellen enthält z; eine Zelle, die alle drei sieht, verliert also z.</translation>
    </message>
    <message>
        <source>As the XY-Wing, with a pivot of three candidates: only the cells that see the pivot too can lose z.</source>
        <translation>Wie beim XY-Wing, mit einer Pivot-Zelle mit drei Kandidaten: Nur Zellen, die auch die Pivot-Zelle sehen, können z verlieren.</translation>
    </message>
    <message>
        <source>Two cells holding only {x,y}, far apart, and a strong link on x whose ends each see one of them. One of the two cells holds y, so a cell seeing both loses y.</source>
        <translation>Zwei weit auseinanderliegende Zellen mit nur {x,y} und eine starke Verbindung auf x, deren Enden je eine der beiden sehen. Eine der beiden Zellen enthält y; eine Zelle, die beide sieht, verliert also y.</translation>
    </message>
    <message>
        <source>Look for two identical bivalue cells that do not see each other, then for a unit where x has two places that join them.</source>
        <translation>Suchen Sie zwei gleiche Zellen mit zwei Kandidaten, die sich nicht sehen, und dann eine Einheit, in der x zwei Plätze hat, die die beiden verbinden.</translation>
    </message>
    <message>
        <source>Four cells holding four digits between them, where every digit but z is restricted (its cells all see each other). z is in one of the cells that hold it, so what sees all of them loses z.</source>
        <translation>Vier Zellen, die zusammen vier Ziffern enthalten, wobei jede Ziffer außer z eingeschränkt ist (ihre Zellen sehen sich alle gegenseitig). z steht in einer der Zellen, die z enthalten; was sie alle sieht, verliert also z.</translation>
    </message>
    <message>
        <source>A bent naked quad: four cells within two units holding four digits together.</source>
        <translation>Ein „geknickter“ nackter Vierling: vier Zellen in zwei Einheiten, die zusammen vier Ziffern enthalten.</translation>
    </message>
    <message>
        <source>The wing of five cells holding five digits: as the WXYZ-Wing, one size up.</source>
        <translation>Der Wing aus fünf Zellen mit fünf Ziffern: wie der WXYZ-Wing, eine Nummer größer.</translation>
    </message>
    <message>
        <source>Five cells within two units whose marks use five digits.</source>
        <translation>Fünf Zellen in zwei Einheiten, deren Notizen fünf Ziffern verwenden.</translation>
    </message>
    <message>
        <source>The wing of six cells holding six digits.</source>
        <translation>Der Wing aus sechs Zellen mit sechs Ziffern.</translation>
    </message>
    <message>
        <source>Six cells within two units whose marks use six digits.</source>
        <translation>Sechs Zellen in zwei Einheiten, deren Notizen sechs Ziffern verwenden.</translation>
    </message>
    <message>
        <source>The wing of seven cells holding seven digits.</source>
        <translation>Der Wing aus sieben Zellen mit sieben Ziffern.</translation>
    </message>
    <message>
        <source>Seven cells within two units whose marks use seven digits.</source>
        <translation>Sieben Zellen in zwei Einheiten, deren Notizen sieben Ziffern verwenden.</translation>
    </message>
    <message>
        <source>Four cells in two rows, two columns and two boxes could swap x and y if all four held only {x,y}, giving a second solution. The puzzle has one, so the one corner holding more cannot be x or y.</source>
        <translation>Vier Zellen in zwei Zeilen, zwei Spalten und zwei Blöcken könnten x und y vertauschen, wenn alle vier nur {x,y} enthielten, was eine zweite Lösung ergäbe. Das Rätsel hat nur eine, also kann die einzige Ecke mit weiteren Kandidaten weder x noch y sein.</translation>
    </message>
    <message>
        <source>Look for three bivalue cells with the same pair at three corners of a rectangle spanning two boxes; the fourth corner loses the pair.</source>
        <translation>Suchen Sie drei Zellen mit nur zwei Kandidaten, demselben Paar, an drei Ecken eines Rechtecks, das sich über zwei Blöcke erstreckt; aus der vierten Ecke wird das Paar gestrichen.</translation>
    </message>
    <message>
        <source>A unique rectangle whose two extra corners hold the same one extra digit z. One of them must hold z, so a cell seeing both loses z.</source>
        <translation>Ein eindeutiges Rechteck, dessen beide Ecken mit Zusatzkandidaten dieselbe einzige Zusatzziffer z haben. Eine von ihnen muss z enthalten; eine Zelle, die beide sieht, verliert also z.</translation>
    </message>
    <message>
        <source>Two corners {x,y}, two corners {x,y,z} in a line: strike z from what sees both.</source>
        <translation>Zwei Ecken {x,y}, zwei Ecken {x,y,z} in einer Zeile oder Spalte: Streichen Sie z aus allem, was beide sieht.</translation>
    </message>
    <message>
        <source>The extra corners of a unique rectangle, with their extra digits, act as one cell: with other cells of their unit they make a naked set, whose digits leave the rest of the unit.</source>
        <translation>Die Ecken eines eindeutigen Rechtecks mit Zusatzkandidaten wirken mit ihren Zusatzziffern wie eine einzige Zelle: Mit anderen Zellen ihrer Einheit bilden sie eine nackte Teilmenge, deren Ziffern im Rest der Einheit gestrichen werden.</translation>
    </message>
    <message>
        <source>Treat the extra digits of the two corners as a pseudo-cell and look for a naked pair or triple with it.</source>
        <translation>Betrachten Sie die Zusatzziffern der beiden Ecken als eine Pseudozelle und suchen Sie mit ihr ein nacktes Paar oder einen nackten Drilling.</translation>
    </message>
    <message>
        <source>In the two extra corners of a unique rectangle, x has no other place in their shared unit, so one of them holds x; neither may then hold y.</source>
        <translation>In den beiden Ecken eines eindeutigen Rechtecks mit Zusatzkandidaten hat x in ihrer gemeinsamen Einheit keinen anderen Platz, also enthält eine von ihnen x; dann darf keine der beiden y enthalten.</translation>
    </message>
    <message>
        <source>A rectangle with two extra corners in a line where x has only those two places: they lose y.</source>
        <translation>Ein Rechteck mit zwei Ecken mit Zusatzkandidaten in einer Zeile oder Spalte, in der x nur diese beiden Plätze hat: Aus ihnen wird y gestrichen.</translation>
    </message>
    <message>
        <source>A unique rectangle with the same extra digit in two diagonal corners or in three: a cell seeing all of those corners loses it.</source>
        <translation>Ein eindeutiges Rechteck mit derselben Zusatzziffer in zwei diagonal gegenüberliegenden Ecken oder in drei Ecken: Eine Zelle, die alle diese Ecken sieht, verliert diese Ziffer.</translation>
    </message>
    <message>
        <source>As the type 2, with the extra corners diagonal or three of them.</source>
        <translation>Wie bei Typ 2, nur liegen die Ecken mit Zusatzkandidaten diagonal, oder es sind drei.</translation>
    </message>
    <message>
        <source>A loop of six or more cells holding {x,y}, two in every unit it passes, could swap x and y. Its one cell holding more loses x and y.</source>
        <translation>Eine Schleife aus sechs oder mehr Zellen mit {x,y}, zwei in jeder Einheit, die sie durchläuft, könnte x und y vertauschen. Ihre einzige Zelle mit weiteren Kandidaten verliert x und y.</translation>
    </message>
    <message>
        <source>Follow cells with the same pair through rows, columns and boxes until you come back.</source>
        <translation>Verfolgen Sie Zellen mit demselben Paar durch Zeilen, Spalten und Blöcke, bis Sie wieder am Anfang sind.</translation>
    </message>
    <message>
        <source>A unique loop whose extra cells hold one extra digit: a cell seeing them all loses it.</source>
        <translation>Eine eindeutige Schleife, deren Zellen mit Zusatzkandidaten eine einzige, gemeinsame Zusatzziffer haben: Eine Zelle, die sie alle sieht, verliert diese Ziffer.</translation>
    </message>
    <message>
        <source>As the unique rectangle type 2, on a longer loop.</source>
        <translation>Wie das eindeutige Rechteck Typ 2, auf einer längeren Schleife.</translation>
    </message>
    <message>
        <source>A unique loop whose extra cells form a naked set with others of their unit.</source>
        <translation>Eine eindeutige Schleife, deren Zellen mit Zusatzkandidaten mit anderen Zellen ihrer Einheit eine nackte Teilmenge bilden.</translation>
    </message>
    <message>
        <source>As the unique rectangle type 3, on a longer loop.</source>
        <translation>Wie das eindeutige Rechteck Typ 3, auf einer längeren Schleife.</translation>
    </message>
    <message>
        <source>A unique loop whose two extra cells in a unit must hold x there: they lose y.</source>
        <translation>Eine eindeutige Schleife, deren zwei Zellen mit Zusatzkandidaten in einer Einheit dort x enthalten müssen: Aus ihnen wird y gestrichen.</translation>
    </message>
    <message>
        <source>As the unique rectangle type 4, on a longer loop.</source>
        <translation>Wie das eindeutige Rechteck Typ 4, auf einer längeren Schleife.</translation>
    </message>
    <message>
        <source>Four corners holding x and y, one of them only these two. When x has no other place in the row and the column of the opposite corner, that corner cannot be y.</source>
        <translation>Vier Ecken mit x und y, eine davon nur mit diesen beiden. Hat x in der Zeile und in der Spalte der gegenüberliegenden Ecke keinen anderen Platz, kann diese Ecke nicht y sein.</translation>
    </message>
    <message>
        <source>From a bivalue corner, look at the opposite corner&apos;s row and column: strong links on x along both.</source>
        <translation>Betrachten Sie, ausgehend von einer Ecke mit zwei Kandidaten, Zeile und Spalte der gegenüberliegenden Ecke: Gesucht sind starke Verbindungen auf x entlang beider.</translation>
    </message>
    <message>
        <source>Three corners of a rectangle are solved as x, y and y, none of them a given. If the fourth were x, the four could swap and the puzzle would have two solutions: the fourth loses x.</source>
        <translation>Drei Ecken eines Rechtecks sind als x, y und y gelöst, keine davon eine Vorgabe. Wäre die vierte x, könnten die vier Ecken tauschen, und das Rätsel hätte zwei Lösungen: Aus der vierten wird x gestrichen.</translation>
    </message>
    <message>
        <source>Only with digits you placed yourself: look for rectangles of placed digits with one empty corner.</source>
        <translation>Nur mit Ziffern, die Sie selbst gesetzt haben: Suchen Sie Rechtecke aus gesetzten Ziffern mit einer leeren Ecke.</translation>
    </message>
    <message>
        <source>Two corners of a line solved as x and y, none a given; the other two hold y or x and one more digit z. One of them must be z: a cell seeing both loses z.</source>
        <translation>Zwei Ecken in einer Zeile oder Spalte sind als x und y gelöst, keine davon eine Vorgabe; die beiden anderen enthalten y bzw. x und eine weitere Ziffer z. Eine von ihnen muss z sein: Eine Zelle, die beide sieht, verliert z.</translation>
    </message>
    <message>
        <source>As the avoidable rectangle type 1, with two empty corners sharing an extra digit.</source>
        <translation>Wie beim vermeidbaren Rechteck Typ 1, mit zwei leeren Ecken, die eine Zusatzziffer gemeinsam haben.</translation>
    </message>
    <message>
        <source>If every empty cell held two candidates and every digit two places in each unit, the board would have two solutions or none (a bivalue universal grave). When one cell holds three, it must hold the digit that breaks the grave.</source>
        <translation>Hätte jede leere Zelle zwei Kandidaten und jede Ziffer in jeder Einheit zwei Plätze, hätte das Spielfeld zwei Lösungen oder keine (ein „bivalentes universelles Grab“, kurz BUG). Hat eine Zelle drei Kandidaten, muss sie die Ziffer enthalten, die das Grab aufbricht.</translation>
    </message>
    <message>
        <source>Late in a puzzle, when all cells but one hold two candidates: that one takes the candidate that appears three times in its units.</source>
        <translation>Spät im Rätsel, wenn alle Zellen bis auf eine zwei Kandidaten haben: Diese eine erhält den Kandidaten, der in ihren Einheiten dreimal vorkommt.</translation>
    </message>
    <message>
        <source>A grave broken by the same extra digit in several cells: one of them holds it, so what sees them all loses it.</source>
        <translation>Ein Grab, das durch dieselbe Zusatzziffer in mehreren Zellen aufgebrochen wird: Eine dieser Zellen enthält sie, also verliert, was sie alle sieht, diese Ziffer.</translation>
    </message>
    <message>
        <source>Almost every cell bivalue, the extra cells sharing one digit.</source>
        <translation>Fast jede Zelle hat zwei Kandidaten, und die Zellen mit Zusatzkandidaten haben eine Ziffer gemeinsam.</translation>
    </message>
    <message>
        <source>A grave whose extra digits form a naked set with other cells of their unit.</source>
        <translation>Ein Grab, dessen Zusatzziffern mit anderen Zellen ihrer Einheit eine nackte Teilmenge bilden.</translation>
    </message>
    <message>
        <source>Almost every cell bivalue; the extras together with some cells make a pair or triple.</source>
        <translation>Fast jede Zelle hat zwei Kandidaten; die Zusatzziffern bilden zusammen mit einigen Zellen ein Paar oder einen Drilling.</translation>
    </message>
    <message>
        <source>Two extra cells of one unit, whose extra digits break the grave, share one more digit that must then go elsewhere: they lose it.</source>
        <translation>Zwei Zellen mit Zusatzkandidaten in derselben Einheit, deren Zusatzziffern das Grab aufbrechen, haben noch eine weitere Ziffer gemeinsam, die dann woanders stehen muss: Aus ihnen wird sie gestrichen.</translation>
    </message>
    <message>
        <source>Almost every cell bivalue; two three-candidate cells in one unit.</source>
        <translation>Fast jede Zelle hat zwei Kandidaten; zwei Zellen mit drei Kandidaten liegen in derselben Einheit.</translation>
    </message>
    <message>
        <source>Two cells that see each other (or share cells they both see) cannot take a pair of digits that would leave a cell they both see without a candidate. A digit no allowed pair uses leaves its cell.</source>
        <translation>Zwei Zellen, die sich sehen (oder gemeinsame verbundene Zellen haben), können kein Ziffernpaar annehmen, das einer Zelle, die beide sehen, keinen Kandidaten mehr ließe. Eine Ziffer, die in keinem erlaubten Paar vorkommt, wird aus ihrer Zelle gestrichen.</translation>
    </message>
    <message>
        <source>Pick two cells with few candidates and list their pairs; strike the pairs that empty a common bivalue peer.</source>
        <translation>Wählen Sie zwei Zellen mit wenigen Kandidaten und listen Sie ihre Paare auf; streichen Sie die Paare, die eine gemeinsame verbundene Zelle mit zwei Kandidaten leeren würden.</translation>
    </message>
    <message>
        <source>The same with three cells: a digit no allowed combination uses leaves its cell.</source>
        <translation>Dasselbe mit drei Zellen: Eine Ziffer, die in keiner erlaubten Kombination vorkommt, wird aus ihrer Zelle gestrichen.</translation>
    </message>
    <message>
        <source>Slow by hand: list the combinations of three cells against their common peers.</source>
        <translation>Von Hand mühsam: Listen Sie die Kombinationen der drei Zellen auf und prüfen Sie sie gegen deren gemeinsame verbundene Zellen.</translation>
    </message>
    <message>
        <source>An alternating chain on one digit: strong links (a unit with two places) joined by weak links. One of its two ends holds the digit, so a cell seeing both ends loses it.</source>
        <translation>Eine alternierende Kette auf einer einzigen Ziffer: starke Verbindungen (eine Einheit mit zwei Plätzen), verknüpft durch schwache Verbindungen. In einem ihrer beiden Enden steht die Ziffer, also verliert eine Zelle, die beide Enden sieht, die Ziffer.</translation>
    </message>
    <message>
        <source>Filter by the digit and walk from a strong link to a cell that sees its end, then across another strong link, and so on.</source>
        <translation>Filtern Sie nach der Ziffer und gehen Sie von einer starken Verbindung zu einer Zelle, die ihr Ende sieht, dann über eine weitere starke Verbindung und so weiter.</translation>
    </message>
    <message>
        <source>A loop of strong and weak links on one digit. Every weak link of the loop is then strong too, so places that see both ends of one lose the digit; or the loop forces a digit in or out of a cell.</source>
        <translation>Eine Schleife aus starken und schwachen Verbindungen auf einer Ziffer. Jede schwache Verbindung der Schleife ist dann auch stark, also verlieren Plätze, die beide Enden einer solchen Verbindung sehen, die Ziffer; oder die Schleife zwingt eine Ziffer in eine Zelle hinein oder aus ihr heraus.</translation>
    </message>
    <message>
        <source>An X-chain whose end comes back to its start.</source>
        <translation>Eine X-Kette, deren Ende zu ihrem Anfang zurückkehrt.</translation>
    </message>
    <message>
        <source>A chain through bivalue cells: each cell&apos;s other digit is the next cell&apos;s first. One end holds the digit the chain starts and ends with, so a cell seeing both ends loses it.</source>
        <translation>Eine Kette durch Zellen mit zwei Kandidaten: Die andere Ziffer jeder Zelle ist die erste der nächsten Zelle. In einem der Enden steht die Ziffer, mit der die Kette beginnt und endet; eine Zelle, die beide Enden sieht, verliert sie.</translation>
    </message>
    <message>
        <source>Start at a bivalue cell holding {z,a} and go from cell to cell through the shared digit, until a cell holds z.</source>
        <translation>Beginnen Sie bei einer Zelle mit nur {z,a} und gehen Sie über die jeweils gemeinsame Ziffer von Zelle zu Zelle, bis eine Zelle z enthält.</translation>
    </message>
    <message>
        <source>An XY-chain of cells all holding the same two digits. Cells an odd number of links apart hold opposite digits, so a cell seeing two of them loses both digits.</source>
        <translation>Eine XY-Kette aus Zellen, die alle dieselben zwei Ziffern enthalten. Zellen, die eine ungerade Anzahl von Verbindungen auseinanderliegen, enthalten entgegengesetzte Ziffern; eine Zelle, die zwei solche Zellen sieht, verliert beide Ziffern.</translation>
    </message>
    <message>
        <source>Several cells with the same pair, each seeing the next.</source>
        <translation>Mehrere Zellen mit demselben Paar, von denen jede die nächste sieht.</translation>
    </message>
    <message>
        <source>An XY-chain that closes on itself: every link is then strong, and cells seeing both ends of a link lose its digit.</source>
        <translation>Eine XY-Kette, die sich zur Schleife schließt: Jede Verbindung ist dann stark, und Zellen, die beide Enden einer Verbindung sehen, verlieren deren Ziffer.</translation>
    </message>
    <message>
        <source>An XY-chain whose last cell sees its first through their shared digit.</source>
        <translation>Eine XY-Kette, deren letzte Zelle die erste über ihre gemeinsame Ziffer sieht.</translation>
    </message>
    <message>
        <source>A chain of candidates where a strong link (of a unit or a bivalue cell) and a weak link alternate, so that if the first is false the last is true. A candidate that sees both ends is false.</source>
        <translation>Eine Kette von Kandidaten, in der sich starke Verbindungen (innerhalb einer Einheit oder einer Zelle mit zwei Kandidaten) und schwache Verbindungen abwechseln, sodass der letzte Kandidat wahr ist, wenn der erste falsch ist. Ein Kandidat, der beide Enden sieht, ist falsch.</translation>
    </message>
    <message>
        <source>Mix X-chains and XY-chains: follow strong links of both kinds. The board draws the chain with its links numbered as the text reads.</source>
        <translation>Kombinieren Sie X-Ketten und XY-Ketten: Folgen Sie starken Verbindungen beider Arten. Auf dem Spielfeld wird die Kette eingezeichnet, ihre Verbindungen nummeriert in der Reihenfolge des Textes.</translation>
    </message>
    <message>
        <source>An alternating chain that comes back to its start: each weak link of it becomes strong, and whatever sees both ends of one loses the digit.</source>
        <translation>Eine alternierende Kette, die zu ihrem Anfang zurückkehrt: Jede ihrer schwachen Verbindungen wird stark, und was beide Enden einer solchen Verbindung sieht, verliert die Ziffer.</translation>
    </message>
    <message>
        <source>An AIC whose end links back to its beginning.</source>
        <translation>Eine AIC, deren Ende wieder mit ihrem Anfang verknüpft ist.</translation>
    </message>
    <message>
        <source>An AIC whose nodes may be groups: a digit&apos;s places where a box and a line cross, read as one node that is true when the digit is in one of them.</source>
        <translation>Eine AIC, deren Knoten Gruppen sein können: die Plätze einer Ziffer im Schnitt eines Blocks mit einer Zeile oder Spalte, gelesen als ein einziger Knoten, der wahr ist, wenn die Ziffer in einem dieser Plätze steht.</translation>
    </message>
    <message>
        <source>Where a chain stops at a box with two places for its digit in a line, take the two as one node.</source>
        <translation>Wo eine Kette an einem Block hängen bleibt, der für ihre Ziffer zwei Plätze in einer Zeile oder Spalte hat, nehmen Sie diese beiden als einen Knoten.</translation>
    </message>
    <message>
        <source>A continuous nice loop with groups.</source>
        <translation>Eine durchgehende Schleife (Nice Loop) mit Gruppen.</translation>
    </message>
    <message>
        <source>As the grouped AIC, closing into a loop.</source>
        <translation>Wie die gruppierte AIC, zu einer Schleife geschlossen.</translation>
    </message>
    <message>
        <source>An AIC that passes through almost locked sets: N cells of a unit holding N + 1 digits. Without one of its digits the set holds each of the others, a strong link that a chain can use.</source>
        <translation>Eine AIC, die durch fast gesperrte Mengen verläuft: N Zellen einer Einheit mit N + 1 Ziffern. Fehlt der Menge eine ihrer Ziffern, enthält sie jede der anderen – eine starke Verbindung, die eine Kette nutzen kann.</translation>
    </message>
    <message>
        <source>When a chain stops, look for a set of cells that, lacking the chain&apos;s digit, would be a naked set.</source>
        <translation>Wenn eine Kette nicht weiterkommt, suchen Sie eine Menge von Zellen, die ohne die Ziffer der Kette eine nackte Teilmenge wäre.</translation>
    </message>
    <message>
        <source>Two or three cells where a box and a line cross hold digits that split between a set in the line and a set in the box. Each digit stays where it must; the rest of the line and box lose the sets&apos; digits.</source>
        <translation>Zwei oder drei Zellen im Schnitt eines Blocks mit einer Zeile oder Spalte enthalten Ziffern, die sich auf eine Menge in der Zeile bzw. Spalte und eine Menge im Block aufteilen. Jede Ziffer bleibt, wo sie stehen muss; im Rest der Zeile bzw. Spalte und des Blocks werden die Ziffern dieser Mengen gestrichen.</translation>
    </message>
    <message>
        <source>Look at a box-line intersection with two or three cells holding four or five digits, and bivalue cells in the line and the box that take part of them.</source>
        <translation>Betrachten Sie den Schnitt eines Blocks mit einer Zeile oder Spalte, in dem zwei oder drei Zellen vier oder fünf Ziffern enthalten, sowie Zellen mit zwei Kandidaten in der Zeile bzw. Spalte und im Block, die einen Teil dieser Ziffern übernehmen.</translation>
    </message>
    <message>
        <source>Two almost locked sets sharing a restricted common digit x (every x in one sees every x in the other). At most one holds x, so the other is locked: a digit z both hold leaves what sees all its places in them.</source>
        <translation>Zwei fast gesperrte Mengen mit einer eingeschränkt gemeinsamen Ziffer x (jedes x der einen sieht jedes x der anderen). Höchstens eine der Mengen enthält x, also ist die andere gesperrt: Eine Ziffer z, die beide enthalten, wird aus allem gestrichen, was alle ihre Plätze in den beiden Mengen sieht.</translation>
    </message>
    <message>
        <source>Find two sets of N cells with N + 1 digits, linked by a digit whose places all see each other.</source>
        <translation>Suchen Sie zwei Mengen aus N Zellen mit N + 1 Ziffern, verbunden durch eine Ziffer, deren Plätze sich alle gegenseitig sehen.</translation>
    </message>
    <message>
        <source>A pivot set linked to two other sets by two different restricted commons: a digit those two sets share leaves what sees all of it in them.</source>
        <translation>Eine Pivot-Menge, die mit zwei anderen Mengen über zwei verschiedene eingeschränkt gemeinsame Ziffern verbunden ist: Eine Ziffer, die diese beiden Mengen gemeinsam haben, wird aus allem gestrichen, was alle ihre Plätze in ihnen sieht.</translation>
    </message>
    <message>
        <source>As the XY-Wing, with almost locked sets for cells.</source>
        <translation>Wie beim XY-Wing, mit fast gesperrten Mengen statt Zellen.</translation>
    </message>
    <message>
        <source>A chain of four or more almost locked sets, each linked to the next by a restricted common: a digit both end sets hold leaves what sees all of it in them.</source>
        <translation>Eine Kette aus vier oder mehr fast gesperrten Mengen, jede mit der nächsten über eine eingeschränkt gemeinsame Ziffer verbunden: Eine Ziffer, die beide Endmengen enthalten, wird aus allem gestrichen, was alle ihre Plätze in ihnen sieht.</translation>
    </message>
    <message>
        <source>Long ALS-XZ links, one after the other.</source>
        <translation>Lange ALS-XZ-Verbindungen, eine nach der anderen.</translation>
    </message>
    <message>
        <source>A stem cell whose every candidate is a restricted common with a petal set of its own. Whichever digit the stem holds, one petal is locked: a digit every petal holds leaves what sees all of it in them.</source>
        <translation>Eine Stielzelle, deren Kandidaten jeweils eine eingeschränkt gemeinsame Ziffer mit einer eigenen Blütenblatt-Menge sind. Welche Ziffer auch immer im Stiel steht, ein Blütenblatt ist gesperrt: Eine Ziffer, die jedes Blütenblatt enthält, wird aus allem gestrichen, was alle ihre Plätze in ihnen sieht.</translation>
    </message>
    <message>
        <source>A cell with two or three candidates, each linking it to a different almost locked set.</source>
        <translation>Eine Zelle mit zwei oder drei Kandidaten, von denen jeder sie mit einer anderen fast gesperrten Menge verbindet.</translation>
    </message>
    <message>
        <source>Suppose a digit in a cell and follow what it forces for that digit alone: when the digit is left without a place in a unit, the supposition is false.</source>
        <translation>Nehmen Sie eine Ziffer in einer Zelle an und verfolgen Sie, was das allein für diese Ziffer erzwingt: Bleibt der Ziffer in einer Einheit kein Platz, ist die Annahme falsch.</translation>
    </message>
    <message>
        <source>Hard by hand: try a candidate and follow only its own digit.</source>
        <translation>Von Hand schwierig: Probieren Sie einen Kandidaten aus und verfolgen Sie nur dessen eigene Ziffer.</translation>
    </message>
    <message>
        <source>Follow each candidate of a cell in turn: when every one of them leads to the same conclusion, the conclusion holds.</source>
        <translation>Verfolgen Sie nacheinander jeden Kandidaten einer Zelle: Führen alle zur selben Folgerung, gilt diese Folgerung.</translation>
    </message>
    <message>
        <source>Start from a cell with two or three candidates and follow each one&apos;s consequences.</source>
        <translation>Beginnen Sie bei einer Zelle mit zwei oder drei Kandidaten und verfolgen Sie für jeden davon die Folgen.</translation>
    </message>
    <message>
        <source>Follow each place of a digit in a unit: when every one leads to the same conclusion, it holds.</source>
        <translation>Verfolgen Sie jeden Platz einer Ziffer in einer Einheit: Führen alle zur selben Folgerung, gilt sie.</translation>
    </message>
    <message>
        <source>Start from a digit with two or three places in a unit.</source>
        <translation>Beginnen Sie bei einer Ziffer mit zwei oder drei Plätzen in einer Einheit.</translation>
    </message>
    <message>
        <source>Suppose a candidate and follow everything it forces, the board changing as it goes: when it leads to a contradiction, the candidate is false.</source>
        <translation>Nehmen Sie einen Kandidaten an und verfolgen Sie alles, was er erzwingt, wobei sich das Spielfeld fortlaufend ändert: Führt das zu einem Widerspruch, ist der Kandidat falsch.</translation>
    </message>
    <message>
        <source>The hint shows the chain&apos;s branches one at a time; step through them with the panel&apos;s arrows.</source>
        <translation>Der Tipp zeigt die Zweige der Kette einzeln; blättern Sie mit den Pfeilen im Tipp-Bereich durch sie.</translation>
    </message>
    <message>
        <source>Follow a candidate and its absence: when both lead to the same conclusion, it holds.</source>
        <translation>Verfolgen Sie einen Kandidaten und sein Fehlen: Führen beide zur selben Folgerung, gilt sie.</translation>
    </message>
    <message>
        <source>As the dynamic contradiction chain, following both cases.</source>
        <translation>Wie die dynamische Widerspruchskette, wobei beide Fälle verfolgt werden.</translation>
    </message>
    <message>
        <source>A cell forcing chain whose branches change the board as they go (dynamic chains).</source>
        <translation>Eine erzwingende Kette (Zelle), deren Zweige das Spielfeld unterwegs verändern (dynamische Ketten).</translation>
    </message>
    <message>
        <source>As the cell forcing chain, following each branch further.</source>
        <translation>Wie die erzwingende Kette (Zelle), wobei jeder Zweig weiter verfolgt wird.</translation>
    </message>
    <message>
        <source>A unit forcing chain whose branches are dynamic chains.</source>
        <translation>Eine erzwingende Kette (Einheit), deren Zweige dynamische Ketten sind.</translation>
    </message>
    <message>
        <source>As the unit forcing chain, following each branch further.</source>
        <translation>Wie die erzwingende Kette (Einheit), wobei jeder Zweig weiter verfolgt wird.</translation>
    </message>
    <message>
        <source>Dynamic forcing chains whose branches also apply the simple techniques (locked candidates, subsets, fish) on the board as they leave it.</source>
        <translation>Dynamische erzwingende Ketten, deren Zweige zusätzlich die einfachen Techniken (gesperrte Kandidaten, Teilmengen, Fische) auf das Spielfeld anwenden, so wie sie es jeweils hinterlassen.</translation>
    </message>
    <message>
        <source>Beyond hand solving for most players: watch how the hint&apos;s branches use patterns inside them.</source>
        <translation>Für die meisten Spieler von Hand nicht mehr zu leisten: Beobachten Sie, wie die Zweige des Tipps in ihrem Inneren Muster nutzen.</translation>
    </message>
    <message>
        <source>Forcing chains whose branches apply forcing chains of their own. They solve the hardest puzzles known without a guess.</source>
        <translation>Erzwingende Ketten, deren Zweige ihrerseits eigene erzwingende Ketten anwenden. Sie lösen die schwersten bekannten Rätsel ohne Raten.</translation>
    </message>
    <message>
        <source>For the hardest puzzles only: read the branches one at a time, each inner chain as a step of its own.</source>
        <translation>Nur für die schwersten Rätsel: Lesen Sie die Zweige einzeln, jede innere Kette als eigenen Schritt.</translation>
    </message>
    <message>
        <source>A killer cage holds different digits that add up to its sum. Only a few sets of digits do: two cells adding up to 3 hold 1 and 2, three adding up to 24 hold 7, 8 and 9. A digit that no set fitting the cells&apos; candidates uses can go from every cell of the cage.</source>
        <translation>Ein Killer-Käfig enthält verschiedene Ziffern, die zusammen seine Summe ergeben. Nur wenige Ziffernmengen tun das: zwei Zellen mit der Summe 3 enthalten 1 und 2, drei mit der Summe 24 enthalten 7, 8 und 9. Eine Ziffer, die keine zu den Kandidaten der Zellen passende Menge verwendet, kann aus allen Zellen des Käfigs gestrichen werden.</translation>
    </message>
    <message>
        <source>Start with the cages of extreme sums (small or large for their size), then those whose cells have lost candidates: list the sets that add up to the sum and keep those the candidates allow.</source>
        <translation>Beginnen Sie mit den Käfigen mit extremen Summen (klein oder groß für ihre Größe), dann mit denen, deren Zellen Kandidaten verloren haben: Schreiben Sie die Mengen mit dieser Summe auf und behalten Sie die, die die Kandidaten erlauben.</translation>
    </message>
    <message>
        <source>The 45 rule: the digits of a row, a column or a box add up to 45 (of two rows, 90). Take off the cages wholly inside it: the cells they leave (the innies) add up to the rest. Or add up the cages that reach out of it: their cells outside (the outies) add up to what their cells inside do not. One cell left names its digit; a few cells make a cage of their own.</source>
        <translation>Die 45er-Regel: Die Ziffern einer Zeile, einer Spalte oder eines Blocks ergeben zusammen 45 (zweier Zeilen 90). Ziehen Sie die ganz darin liegenden Käfige ab: Die übrigen Zellen (die Innies) ergeben den Rest. Oder addieren Sie die Käfige, die herausragen: Ihre Zellen draußen (die Outies) ergeben, was ihre Zellen drinnen nicht ergeben. Bleibt eine Zelle, steht ihre Ziffer fest; einige Zellen bilden einen eigenen Käfig.</translation>
    </message>
    <message>
        <source>Look for a row, column or box that the cages cover but for one or two cells, or that one or two cages just stick out of.</source>
        <translation>Suchen Sie eine Zeile, Spalte oder einen Block, den die Käfige bis auf ein oder zwei Zellen bedecken, oder aus dem ein oder zwei Käfige nur knapp herausragen.</translation>
    </message>
    <message>
        <source>When every set that fits a cage holds the same digit, the cage holds it, in one of its cells that can take it. A cell that sees all of those cells cannot: in a cage inside one row, the digit leaves the rest of the row.</source>
        <translation>Enthält jede zu einem Käfig passende Menge dieselbe Ziffer, so enthält der Käfig sie, in einer seiner Zellen, die sie aufnehmen können. Eine Zelle, die alle diese Zellen sieht, kann sie nicht enthalten: Liegt der Käfig in einer Zeile, verschwindet die Ziffer aus dem Rest der Zeile.</translation>
    </message>
    <message>
        <source>Find a digit common to every set of a cage, see where in the cage it can go, and strike it from the cells that see all those places.</source>
        <translation>Finden Sie eine Ziffer, die alle Mengen eines Käfigs gemeinsam haben, sehen Sie nach, wo im Käfig sie stehen kann, und streichen Sie sie aus den Zellen, die alle diese Stellen sehen.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Play and solve Sudoku.</source>
        <translation>Sudoku spielen und lösen.</translation>
    </message>
    <message>
        <source>A puzzle file to open.</source>
        <translation>Eine zu öffnende Rätseldatei.</translation>
    </message>
    <message>
        <source>Show the window in this language (%1) instead of the system&apos;s.</source>
        <translation>Das Fenster in dieser Sprache (%1) statt in der Systemsprache anzeigen.</translation>
    </message>
    <message>
        <source>sudoku: unknown language &quot;%1&quot;; available: %2.
</source>
        <translation>sudoku: unbekannte Sprache &quot;%1&quot;; verfügbar: %2.
</translation>
    </message>
</context>
<context>
    <name>sudoku::BoardWidget</name>
    <message>
        <source>Sudoku board</source>
        <translation>Sudoku-Spielfeld</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pausiert</translation>
    </message>
    <message>
        <source>Press P or click to resume</source>
        <translation>P drücken oder klicken, um fortzusetzen</translation>
    </message>
</context>
<context>
    <name>sudoku::CompareDialog</name>
    <message>
        <source>Compare Algorithms</source>
        <translation>Algorithmen vergleichen</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algorithmus</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <source>Placements</source>
        <translation>Platzierungen</translation>
    </message>
    <message>
        <source>Guesses</source>
        <translation>Rateversuche</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>Rücksprünge</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Stopp</translation>
    </message>
    <message>
        <source>&amp;Run Again</source>
        <translation>&amp;Erneut ausführen</translation>
    </message>
    <message>
        <source>running…</source>
        <translation>läuft…</translation>
    </message>
    <message>
        <source>Every algorithm solves %1 in turn; each gets at most %2 seconds.</source>
        <translation>Alle Algorithmen lösen nacheinander %1; jeder hat höchstens %2 Sekunden Zeit.</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>gelöst</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>keine Lösung</translation>
    </message>
    <message>
        <source>stopped after %1 events</source>
        <translation>nach %1 Ereignissen angehalten</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>It needed more than the %1 seconds each algorithm gets.</source>
        <translation>Er brauchte mehr als die %1 Sekunden, die jeder Algorithmus hat.</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <source>Stopped. Run Again compares every algorithm from the start.</source>
        <translation>Angehalten. „Erneut ausführen“ vergleicht alle Algorithmen von vorn.</translation>
    </message>
    <message>
        <source>Every algorithm on %1. Events are every move an algorithm makes; placements, every digit it writes; guesses, the digits it may take back to try another.</source>
        <translation>Alle Algorithmen mit %1. Ereignisse sind alle Züge eines Algorithmus; Platzierungen jede Ziffer, die er einträgt; Rateversuche die Ziffern, die er womöglich wieder zurücknimmt, um eine andere zu probieren.</translation>
    </message>
</context>
<context>
    <name>sudoku::Game</name>
    <message>
        <source>Clear %1</source>
        <translation>%1 leeren</translation>
    </message>
    <message>
        <source>Give %1 in %2</source>
        <translation>Vorgabe %1 in %2</translation>
    </message>
    <message>
        <source>Place %1 in %2</source>
        <translation>%1 in %2 setzen</translation>
    </message>
    <message>
        <source>Pencil %1 in %2</source>
        <translation>Notiz %1 in %2</translation>
    </message>
    <message>
        <source>Erase pencil %1 in %2</source>
        <translation>Notiz %1 in %2 löschen</translation>
    </message>
    <message>
        <source>Erase pencil marks in %1</source>
        <translation>Notizen in %1 löschen</translation>
    </message>
    <message>
        <source>Fill pencil marks</source>
        <translation>Notizen ausfüllen</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Von vorn beginnen</translation>
    </message>
    <message>
        <source>Your puzzle</source>
        <translation>Ihr Rätsel</translation>
    </message>
    <message numerus="yes">
        <source>Correct %n mistake(s)</source>
        <translation>
            <numerusform>%n Fehler korrigieren</numerusform>
            <numerusform>%n Fehler korrigieren</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear the colour of %1</source>
        <translation>Farbe von %1 entfernen</translation>
    </message>
    <message>
        <source>Colour %1 %2</source>
        <translation>%1 %2 färben</translation>
    </message>
    <message>
        <source>Clear the colour of %1 in %2</source>
        <translation>Farbe von %1 in %2 entfernen</translation>
    </message>
    <message>
        <source>Colour %1 in %2 %3</source>
        <translation>%1 in %2 %3 färben</translation>
    </message>
    <message>
        <source>Clear the colours of %1</source>
        <translation>Farben von %1 entfernen</translation>
    </message>
    <message>
        <source>Clear all colours</source>
        <translation>Alle Farben entfernen</translation>
    </message>
</context>
<context>
    <name>sudoku::HelpDialog</name>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>Tast&amp;enkürzel</translation>
    </message>
    <message>
        <source>&amp;Techniques</source>
        <translation>&amp;Techniken</translation>
    </message>
</context>
<context>
    <name>sudoku::HintPanel</name>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>First where to look, then why, then apply it (H)</source>
        <translation>Erst wo suchen, dann warum, dann anwenden (H)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Apply the next logical step and explain it (S)</source>
        <translation>Den nächsten logischen Schritt anwenden und erklären (S)</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>Denkt nach</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop looking for the hint (Esc)</source>
        <translation>Die Suche nach dem Tipp abbrechen (Esc)</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>The previous branch of the forcing chain (Page Up)</source>
        <translation>Der vorherige Zweig der erzwingenden Kette (Bild aufwärts)</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <source>The next branch of the forcing chain (Page Down)</source>
        <translation>Der nächste Zweig der erzwingenden Kette (Bild abwärts)</translation>
    </message>
    <message>
        <source>Chains in &amp;Eureka notation</source>
        <translation>Ketten in &amp;Eureka-Notation</translation>
    </message>
    <message>
        <source>Write chains as (4)r7c8=(4)r78c9-(4)r6c9…: &apos;=&apos; a strong link, &apos;-&apos; a weak one</source>
        <translation>Ketten als (4)r7c8=(4)r78c9-(4)r6c9… schreiben: „=“ eine starke Verbindung, „-“ eine schwache</translation>
    </message>
    <message>
        <source>What is %1?</source>
        <translation>Was ist %1?</translation>
    </message>
    <message>
        <source>Open its page in Help › Techniques</source>
        <translation>Ihre Seite unter Hilfe › Techniken öffnen</translation>
    </message>
</context>
<context>
    <name>sudoku::HintSession</name>
    <message>
        <source>Thinking…</source>
        <translation>Denkt nach…</translation>
    </message>
    <message>
        <source>Step stopped. Nothing on the board has changed.</source>
        <translation>Schritt abgebrochen. Auf dem Spielfeld hat sich nichts geändert.</translation>
    </message>
    <message>
        <source>Hint stopped. Nothing on the board has changed.</source>
        <translation>Tipp abgebrochen. Auf dem Spielfeld hat sich nichts geändert.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Tipp: %1</translation>
    </message>
    <message>
        <source>Corrected. Carry on!</source>
        <translation>Korrigiert. Weiter so!</translation>
    </message>
    <message>
        <source>Corrected %1 mistakes. Carry on!</source>
        <translation>%1 Fehler korrigiert. Weiter so!</translation>
    </message>
    <message>
        <source>Show Me</source>
        <translation>Zeigen</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>Korrigieren</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>The %1 in %2 is wrong.</source>
        <translation>Die %1 in %2 ist falsch.</translation>
    </message>
    <message>
        <source>These digits are wrong: %1.</source>
        <translation>Diese Ziffern sind falsch: %1.</translation>
    </message>
    <message>
        <source>Press Hint again to correct it.</source>
        <translation>Drücken Sie noch einmal „Tipp“, um es zu korrigieren.</translation>
    </message>
    <message>
        <source>Press Hint again to correct all %1.</source>
        <translation>Drücken Sie noch einmal „Tipp“, um alle %1 zu korrigieren.</translation>
    </message>
    <message>
        <source>This puzzle has no solution: its givens contradict each other, so no hint can help.</source>
        <translation>Dieses Rätsel hat keine Lösung: Seine Vorgaben widersprechen einander, daher kann kein Tipp helfen.</translation>
    </message>
    <message>
        <source>This puzzle has more than one solution, so no step can be certain. The marked cells differ between two of its solutions.</source>
        <translation>Dieses Rätsel hat mehr als eine Lösung, daher ist kein Schritt sicher. Die markierten Zellen unterscheiden sich zwischen zwei seiner Lösungen.</translation>
    </message>
    <message>
        <source>The board is full and correct: nothing left to find.</source>
        <translation>Das Spielfeld ist voll und richtig: Es gibt nichts mehr zu finden.</translation>
    </message>
    <message>
        <source>No technique Sudoku Studio knows applies here. Watch the human-logic solver to see where it has to guess.</source>
        <translation>Keine Technik, die Sudoku Studio kennt, greift hier. Sehen Sie dem Löser mit menschlicher Logik zu, um zu sehen, wo er raten muss.</translation>
    </message>
    <message>
        <source>The search for a step was stopped. Nothing on the board has changed.</source>
        <translation>Die Suche nach einem Schritt wurde abgebrochen. Auf dem Spielfeld hat sich nichts geändert.</translation>
    </message>
    <message>
        <source>Correcting it also puts back the pencil marks it struck out.</source>
        <translation>Beim Korrigieren kommen auch die Notizen zurück, die sie gestrichen hat.</translation>
    </message>
    <message>
        <source>Correcting them also puts back the pencil marks they struck out.</source>
        <translation>Beim Korrigieren kommen auch die Notizen zurück, die sie gestrichen haben.</translation>
    </message>
    <message>
        <source>The pencil marks of %1 lack a candidate the solution needs.</source>
        <translation>In den Notizen von %1 fehlt ein Kandidat, den die Lösung braucht.</translation>
    </message>
    <message>
        <source>The pencil marks of %1 each lack a candidate the solution needs.</source>
        <translation>In den Notizen von %1 fehlt jeweils ein Kandidat, den die Lösung braucht.</translation>
    </message>
    <message>
        <source>None of the techniques hints may use applies here. Settings › Hints… allows more.</source>
        <translation>Keine der Techniken, die Tipps verwenden dürfen, greift hier. Einstellungen › Tipps… erlaubt mehr.</translation>
    </message>
</context>
<context>
    <name>sudoku::HintTechniquesDialog</name>
    <message>
        <source>Hints</source>
        <translation>Tipps</translation>
    </message>
    <message>
        <source>Hint and Step use only the techniques ticked here, and always the singles, so that a hint can place a digit. The rating of a puzzle uses every technique.</source>
        <translation>Tipp und Schritt verwenden nur die hier angehakten Techniken, und immer die Singles, damit ein Tipp eine Ziffer setzen kann. Die Bewertung eines Rätsels verwendet jede Technik.</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>Technik</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Difficulty on Sudoku Explainer&apos;s scale</source>
        <translation>Schwierigkeit auf der Skala von Sudoku Explainer</translation>
    </message>
    <message>
        <source>%1 — always used</source>
        <translation>%1 — immer verwendet</translation>
    </message>
    <message>
        <source>A hint must always be able to place a digit.</source>
        <translation>Ein Tipp muss immer eine Ziffer setzen können.</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <comment>a range of ratings</comment>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>&amp;All</source>
        <translation>&amp;Alle</translation>
    </message>
    <message>
        <source>No &amp;Uniqueness</source>
        <translation>Ohne &amp;Eindeutigkeit</translation>
    </message>
    <message>
        <source>Every technique but those that assume the puzzle has one solution</source>
        <translation>Jede Technik außer denen, die annehmen, dass das Rätsel eine Lösung hat</translation>
    </message>
</context>
<context>
    <name>sudoku::Legend</name>
    <message>
        <source>Digit tried</source>
        <translation>Ziffer probiert</translation>
    </message>
    <message>
        <source>Digit placed</source>
        <translation>Ziffer gesetzt</translation>
    </message>
    <message>
        <source>Candidate removed</source>
        <translation>Kandidat gestrichen</translation>
    </message>
    <message>
        <source>Unit of a step</source>
        <translation>Einheit eines Schritts</translation>
    </message>
    <message>
        <source>Guess</source>
        <translation>Rateversuch</translation>
    </message>
    <message>
        <source>Backtrack</source>
        <translation>Rücksprung</translation>
    </message>
    <message>
        <source>Dead end</source>
        <translation>Sackgasse</translation>
    </message>
    <message>
        <source>Chain: so it is</source>
        <translation>Kette: trifft zu</translation>
    </message>
    <message>
        <source>Chain: so it is not</source>
        <translation>Kette: trifft nicht zu</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
</context>
<context>
    <name>sudoku::MainWindow</name>
    <message>
        <source>Type the givens of your puzzle, then press Start.</source>
        <translation>Geben Sie die Vorgaben Ihres Rätsels ein und drücken Sie dann „Starten“.</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Watch the Solver</source>
        <translation>Dem Löser zusehen</translation>
    </message>
    <message>
        <source>&amp;Easy</source>
        <translation>&amp;Leicht</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>&amp;Mittel</translation>
    </message>
    <message>
        <source>&amp;Hard</source>
        <translation>&amp;Schwer</translation>
    </message>
    <message>
        <source>New easy puzzle</source>
        <translation>Neues leichtes Rätsel</translation>
    </message>
    <message>
        <source>New medium puzzle</source>
        <translation>Neues mittelschweres Rätsel</translation>
    </message>
    <message>
        <source>New hard puzzle</source>
        <translation>Neues schweres Rätsel</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>A new puzzle of the level you choose</source>
        <translation>Ein neues Rätsel in der Stufe Ihrer Wahl</translation>
    </message>
    <message>
        <source>&amp;Best Times</source>
        <translation>Bes&amp;tzeiten</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Öffnen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Enter a Puzzle…</source>
        <translation>Rätsel &amp;eingeben…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>Von &amp;vorn beginnen</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation>Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>Ctrl+Y</source>
        <translation>Ctrl+Y</translation>
    </message>
    <message>
        <source>&amp;Copy Puzzle</source>
        <translation>Rätsel &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy Current &amp;State</source>
        <translation>Aktuellen &amp;Stand kopieren</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Paste Puzzle</source>
        <translation>Rätsel &amp;einfügen</translation>
    </message>
    <message>
        <source>&amp;Fill Pencil Marks</source>
        <translation>Notizen &amp;ausfüllen</translation>
    </message>
    <message>
        <source>Ctrl+M</source>
        <translation>Ctrl+M</translation>
    </message>
    <message>
        <source>Pe&amp;ncil Mode</source>
        <translation>&amp;Notizmodus</translation>
    </message>
    <message>
        <source>Show &amp;Mistakes</source>
        <translation>Fehler an&amp;zeigen</translation>
    </message>
    <message>
        <source>&amp;Remove Pencil Marks Automatically</source>
        <translation>Notizen automatisch &amp;entfernen</translation>
    </message>
    <message>
        <source>&amp;Solver Panel</source>
        <translation>&amp;Löserbereich</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>First where to look, then why, then apply it</source>
        <translation>Erst wo suchen, dann warum, dann anwenden</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>&amp;Schritt</translation>
    </message>
    <message>
        <source>Apply the next logical step and explain it</source>
        <translation>Den nächsten logischen Schritt anwenden und erklären</translation>
    </message>
    <message>
        <source>Stop Thin&amp;king</source>
        <translation>Suche &amp;abbrechen</translation>
    </message>
    <message>
        <source>Stop looking for a hint or step</source>
        <translation>Die Suche nach einem Tipp oder Schritt abbrechen</translation>
    </message>
    <message>
        <source>&amp;Previous Branch</source>
        <translation>&amp;Vorheriger Zweig</translation>
    </message>
    <message>
        <source>The previous branch of a forcing chain</source>
        <translation>Der vorherige Zweig einer erzwingenden Kette</translation>
    </message>
    <message>
        <source>&amp;Next Branch</source>
        <translation>&amp;Nächster Zweig</translation>
    </message>
    <message>
        <source>The next branch of a forcing chain</source>
        <translation>Der nächste Zweig einer erzwingenden Kette</translation>
    </message>
    <message>
        <source>&amp;Watch Solve / Pause</source>
        <translation>Beim Lösen &amp;zusehen / Pause</translation>
    </message>
    <message>
        <source>Step &amp;Forward</source>
        <translation>Einen Schritt &amp;weiter</translation>
    </message>
    <message>
        <source>S&amp;top Solve</source>
        <translation>Lösen &amp;beenden</translation>
    </message>
    <message>
        <source>&amp;Compare Algorithms…</source>
        <translation>Algorithmen ver&amp;gleichen…</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>Tast&amp;enkürzel</translation>
    </message>
    <message>
        <source>&amp;About Sudoku Studio</source>
        <translation>&amp;Über Sudoku Studio</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>B&amp;undled Puzzle</source>
        <translation>&amp;Mitgeliefertes Rätsel</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>&amp;Lösen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Saved again.</source>
        <translation>Wieder gespeichert.</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pausiert</translation>
    </message>
    <message>
        <source>Pencil</source>
        <translation>Notizmodus</translation>
    </message>
    <message>
        <source>Open Puzzle or Game</source>
        <translation>Rätsel oder Spiel öffnen</translation>
    </message>
    <message>
        <source>Puzzles and games (*.txt *.sdk *.ss *.%1);;All files (*)</source>
        <translation>Rätsel und Spiele (*.txt *.sdk *.ss *.%1);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Nicht gespeichert</translation>
    </message>
    <message>
        <source>The game could not be saved to “%1”: %2</source>
        <translation>Das Spiel konnte nicht in „%1“ gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Automatisches Speichern fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Sudoku Studio games (*.%1)</source>
        <translation>Sudoku-Studio-Spiele (*.%1)</translation>
    </message>
    <message>
        <source>Puzzle copied as a line</source>
        <translation>Rätsel als Zeile kopiert</translation>
    </message>
    <message>
        <source>Current state copied as a line</source>
        <translation>Aktueller Stand als Zeile kopiert</translation>
    </message>
    <message>
        <source>the clipboard</source>
        <translation>Zwischenablage</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>Die Zwischenablage enthält keinen Text.</translation>
    </message>
    <message>
        <source>Your puzzle has exactly one solution. Enjoy!</source>
        <translation>Ihr Rätsel hat genau eine Lösung. Viel Spaß!</translation>
    </message>
    <message>
        <source>%1 solved it in %2 events. Undo takes the solution back.</source>
        <translation>%1 hat es in %2 Ereignissen gelöst. „Rückgängig“ nimmt die Lösung zurück.</translation>
    </message>
    <message>
        <source>%1 found no solution.</source>
        <translation>%1 hat keine Lösung gefunden.</translation>
    </message>
    <message>
        <source>Persian &amp;Digits</source>
        <translation>&amp;Persische Ziffern</translation>
    </message>
    <message>
        <source>Write digits as ۱۲۳ instead of 123; typing accepts both</source>
        <translation>Ziffern als ۱۲۳ statt 123 schreiben; bei der Eingabe geht beides</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;System Default</source>
        <translation>&amp;Systemstandard</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Design</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;System</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>Pr&amp;int…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>Print this puzzle, or a booklet of new ones</source>
        <translation>Dieses Rätsel drucken oder ein Heft mit neuen Rätseln</translation>
    </message>
    <message>
        <source>E&amp;xport PDF…</source>
        <translation>Als PDF e&amp;xportieren…</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Sudoku</source>
        <translation>Sudoku</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Als PDF exportieren</translation>
    </message>
    <message>
        <source>&amp;Letters (A–P)</source>
        <translation>&amp;Buchstaben (A–P)</translation>
    </message>
    <message>
        <source>&amp;Numbers (10–25)</source>
        <translation>&amp;Zahlen (10–25)</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>Enter a Puzzle of Si&amp;ze</source>
        <translation>Rätsel einer &amp;Größe eingeben</translation>
    </message>
    <message>
        <source>Digits &amp;Above 9</source>
        <translation>Ziffern &amp;über 9</translation>
    </message>
    <message>
        <source>How 16×16 and 25×25 boards write 10 and up</source>
        <translation>Wie 16×16- und 25×25-Spielfelder 10 und mehr schreiben</translation>
    </message>
    <message>
        <source>Enter a Puzzle</source>
        <translation>Rätsel eingeben</translation>
    </message>
    <message>
        <source>The size of the board:</source>
        <translation>Größe des Spielfelds:</translation>
    </message>
    <message>
        <source>&amp;Filter</source>
        <translation>&amp;Filter</translation>
    </message>
    <message>
        <source>Cells with &amp;Two Candidates</source>
        <translation>Zellen mit &amp;zwei Kandidaten</translation>
    </message>
    <message>
        <source>Where %1 Can Go</source>
        <translation>Wo %1 stehen kann</translation>
    </message>
    <message>
        <source>&amp;No Pen</source>
        <translation>&amp;Kein Stift</translation>
    </message>
    <message>
        <source>&amp;%1 %2 (%3)</source>
        <translation>&amp;%1 %2 (%3)</translation>
    </message>
    <message>
        <source>Put the colour pen down: clicks select cells</source>
        <translation>Farbstift ablegen: Klicks wählen Zellen aus</translation>
    </message>
    <message>
        <source>Take up the %1 pen (again: put it down)</source>
        <translation>Stift %1 nehmen (erneut: ablegen)</translation>
    </message>
    <message>
        <source>Clear the Cell&apos;s &amp;Colours</source>
        <translation>&amp;Farben der Zelle entfernen</translation>
    </message>
    <message>
        <source>Clear &amp;All Colours</source>
        <translation>&amp;Alle Farben entfernen</translation>
    </message>
    <message>
        <source>C&amp;olours</source>
        <translation>&amp;Farben</translation>
    </message>
    <message>
        <source>%1 pen</source>
        <translation>Stift %1</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;So wird gespielt</translation>
    </message>
    <message>
        <source>The rules, and how to play, take hints and watch the solver</source>
        <translation>Die Regeln, und wie man spielt, Tipps bekommt und dem Löser zusieht</translation>
    </message>
    <message>
        <source>&amp;Hints…</source>
        <translation>&amp;Tipps…</translation>
    </message>
    <message>
        <source>The techniques hints and Step may use</source>
        <translation>Die Techniken, die Tipps und Schritt verwenden dürfen</translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation>E&amp;instellungen</translation>
    </message>
    <message>
        <source>&amp;Techniques</source>
        <translation>&amp;Techniken</translation>
    </message>
    <message>
        <source>What every technique of the hints is, how to spot it, and an example of each</source>
        <translation>Was jede Technik der Tipps ist, wie man sie findet, und ein Beispiel für jede</translation>
    </message>
    <message>
        <source>Pra&amp;ctice…</source>
        <translation>&amp;Übung…</translation>
    </message>
    <message>
        <source>Practise one technique on positions where it is the next step</source>
        <translation>Eine Technik an Stellungen üben, in denen sie der nächste Schritt ist</translation>
    </message>
    <message>
        <source>Take the hint&apos;s words and marks off the board</source>
        <translation>Text und Markierungen des Tipps vom Brett nehmen</translation>
    </message>
    <message>
        <source>C&amp;lose Hint</source>
        <translation>Tipp sc&amp;hließen</translation>
    </message>
</context>
<context>
    <name>sudoku::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Too rare to generate: one of the hardest puzzles known, in a new guise.</source>
        <translation>Zu selten, um erzeugt zu werden: eines der schwersten bekannten Rätsel, in neuem Gewand.</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>The same seed, level and symmetry make the same puzzle: share it with a friend.</source>
        <translation>Gleicher Startwert, gleiche Stufe und gleiche Symmetrie ergeben dasselbe Rätsel: Teilen Sie es mit Freunden.</translation>
    </message>
    <message>
        <source>&amp;Symmetry</source>
        <translation>&amp;Symmetrie</translation>
    </message>
    <message>
        <source>S&amp;eed</source>
        <translation>S&amp;tartwert</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Erzeugen</translation>
    </message>
    <message>
        <source>Nightmare puzzles are too rare to generate: one of the hardest known comes in a new guise (digits, rows and columns shuffled), and is rated.</source>
        <translation>Albtraum-Rätsel sind zu selten, um sie zu erzeugen: Eines der schwersten bekannten erscheint in neuem Gewand (Ziffern, Zeilen und Spalten vertauscht) und wird bewertet.</translation>
    </message>
    <message>
        <source>Making %1 puzzle…</source>
        <translation>Rätsel wird erzeugt (Stufe: %1)…</translation>
    </message>
    <message>
        <source>Stopped. Generate tries again.</source>
        <translation>Abgebrochen. „Erzeugen“ versucht es erneut.</translation>
    </message>
    <message>
        <source>Children start on 4×4 and 6×6; 16×16 and 25×25 are long games.</source>
        <translation>Kinder beginnen mit 4×4 und 6×6; 16×16 und 25×25 sind lange Spiele.</translation>
    </message>
    <message>
        <source>Si&amp;ze</source>
        <translation>Grö&amp;ße</translation>
    </message>
    <message numerus="yes">
        <source>No %1 puzzle of this size turned up in %n attempt(s): try another level.</source>
        <translation>
            <numerusform>Kein Rätsel der Stufe „%1“ in dieser Größe nach %n Versuch: Wählen Sie eine andere Stufe.</numerusform>
            <numerusform>Kein Rätsel der Stufe „%1“ in dieser Größe nach %n Versuchen: Wählen Sie eine andere Stufe.</numerusform>
        </translation>
    </message>
    <message>
        <source>A 25×25 puzzle this hard can take many minutes to make.</source>
        <translation>Ein so schweres 25×25-Rätsel zu erstellen kann viele Minuten dauern.</translation>
    </message>
    <message>
        <source>A 25×25 puzzle can take several seconds to make.</source>
        <translation>Ein 25×25-Rätsel zu erstellen kann einige Sekunden dauern.</translation>
    </message>
    <message>
        <source>Choose the level of your first puzzle, and its size. Game › New Game offers the same choice at any time.</source>
        <translation>Wählen Sie den Schwierigkeitsgrad Ihres ersten Rätsels und seine Größe. Spiel › Neues Spiel bietet jederzeit dieselbe Wahl.</translation>
    </message>
    <message>
        <source>Stuck? Hint (H) first shows where to look, then why, then makes the step. Hints explain every step, never guess, and never simply give a digit away.</source>
        <translation>Festgefahren? Tipp (H) zeigt zuerst, wo Sie suchen sollten, dann warum, dann macht er den Schritt. Tipps erklären jeden Schritt, raten nie und verraten nie einfach eine Ziffer.</translation>
    </message>
    <message>
        <source>Welcome to Sudoku Studio</source>
        <translation>Willkommen bei Sudoku Studio</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Spielen</translation>
    </message>
    <message>
        <source>&amp;Skip</source>
        <translation>Ü&amp;berspringen</translation>
    </message>
    <message>
        <source>Play the bundled easy puzzle; this question is not asked again</source>
        <translation>Das mitgelieferte leichte Rätsel spielen; diese Frage kommt nicht wieder</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>Making a %1 puzzle…</source>
        <translation>Rätsel wird erzeugt (%1)…</translation>
    </message>
    <message>
        <source>Making %1 %2 puzzle…</source>
        <comment>a level and a variant, as in &apos;Making hard X-Sudoku puzzle…&apos;</comment>
        <translation>%2-Rätsel wird erzeugt (Stufe: %1)…</translation>
    </message>
    <message>
        <source>A killer this hard can take several seconds to make.</source>
        <translation>Ein so schweres Killer-Sudoku zu erstellen kann einige Sekunden dauern.</translation>
    </message>
    <message>
        <source>An extreme killer can take tens of seconds to make.</source>
        <translation>Ein extremes Killer-Sudoku zu erstellen kann mehrere Dutzend Sekunden dauern.</translation>
    </message>
    <message>
        <source>X-Sudoku: the diagonals hold every digit too; windoku: four more windows; jigsaw: regions of any shape for boxes; killer: cages whose digits add up to their sums; samurai: five grids, the middle one sharing its corner boxes with the others.</source>
        <translation>X-Sudoku: auch die Diagonalen enthalten jede Ziffer; Windoku: vier weitere Fenster; Jigsaw: Regionen beliebiger Form statt Blöcken; Killer: Käfige, deren Ziffern ihre Summe ergeben; Samurai: fünf Gitter, das mittlere teilt seine Eckblöcke mit den anderen.</translation>
    </message>
    <message>
        <source>A samurai this hard takes seconds to make, now and then half a minute.</source>
        <translation>Ein so schweres Samurai braucht Sekunden, hin und wieder eine halbe Minute.</translation>
    </message>
</context>
<context>
    <name>sudoku::NumberPad</name>
    <message>
        <source>Erase</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Clear the selected cell (Delete)</source>
        <translation>Die ausgewählte Zelle leeren (Entf)</translation>
    </message>
    <message>
        <source>Pencil mode: digits toggle pencil marks (Space or N)</source>
        <translation>Notizmodus: Ziffern schalten Notizen ein und aus (Leertaste oder N)</translation>
    </message>
    <message>
        <source>Pencil: On</source>
        <translation>Notizen: an</translation>
    </message>
    <message>
        <source>Pencil: Off</source>
        <translation>Notizen: aus</translation>
    </message>
    <message>
        <source>No colour pen: a click selects a cell (Esc, Ctrl+Alt+0)</source>
        <translation>Kein Farbstift: ein Klick wählt eine Zelle (Esc, Strg+Alt+0)</translation>
    </message>
    <message>
        <source>Colour pen: %1, %2. A click paints a candidate, or the cell; so do a digit and Enter (Ctrl+Alt+%3)</source>
        <translation>Farbstift: %1, %2. Ein Klick färbt einen Kandidaten oder die Zelle; ebenso eine Ziffer und Enter (Strg+Alt+%3)</translation>
    </message>
    <message>
        <source>No colour pen</source>
        <translation>Kein Farbstift</translation>
    </message>
    <message>
        <source>%1 pen</source>
        <translation>Stift %1</translation>
    </message>
</context>
<context>
    <name>sudoku::PlaySession</name>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>%1 puzzle %2 (bundled)</source>
        <translation>%1, Rätsel %2 (mitgeliefert)</translation>
    </message>
    <message>
        <source>It holds no puzzle.</source>
        <translation>Sie enthält kein Rätsel.</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation>%1 #%2</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Solve with %1</source>
        <translation>Mit %1 lösen</translation>
    </message>
    <message>
        <source>With help from hints it does not count as a best time for %1 puzzles.</source>
        <translation>Mit Hilfe von Tipps gelöst: Das zählt nicht als Bestzeit für die Stufe %1.</translation>
    </message>
    <message>
        <source>A new best time for %1 puzzles (it was %2)!</source>
        <translation>Neue Bestzeit für die Stufe %1 (bisher %2)!</translation>
    </message>
    <message>
        <source>Your first best time for %1 puzzles.</source>
        <translation>Ihre erste Bestzeit für die Stufe %1.</translation>
    </message>
    <message>
        <source>Your best for %1 puzzles: %2.</source>
        <translation>Ihre Bestzeit für die Stufe %1: %2.</translation>
    </message>
    <message>
        <source>Stuck? Hint shows where to look, then why.</source>
        <translation>Nicht weiter? „Tipp“ zeigt, wo Sie suchen sollten, und dann, warum.</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>%1 · Solved by the solver</source>
        <translation>%1 · Vom Löser gelöst</translation>
    </message>
    <message>
        <source>%1 · Solved</source>
        <translation>%1 · Gelöst</translation>
    </message>
    <message>
        <source>%1 · No solution</source>
        <translation>%1 · Keine Lösung</translation>
    </message>
    <message>
        <source>%1 · More than one solution</source>
        <translation>%1 · Mehr als eine Lösung</translation>
    </message>
    <message>
        <source>%1[*] — Sudoku Studio</source>
        <translation>%1[*] — Sudoku Studio</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n clue(s)</source>
        <translation>
            <numerusform>%1 · %n Vorgabe</numerusform>
            <numerusform>%1 · %n Vorgaben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n hint(s)</source>
        <translation>
            <numerusform>%1 · %n Tipp</numerusform>
            <numerusform>%1 · %n Tipps</numerusform>
        </translation>
    </message>
    <message>
        <source>Generated, seed %1</source>
        <translation>Erzeugt, Startwert %1</translation>
    </message>
    <message>
        <source>The text is too long to read as puzzles: %1 MB, where %2 MB is the most. Save it in a file and open the file: a file of any size can be opened.</source>
        <translation>Der Text ist zu lang, um ihn als Rätsel zu lesen: %1 MB, höchstens %2 MB gehen. Speichern Sie ihn in einer Datei und öffnen Sie die Datei: Dateien jeder Größe lassen sich öffnen.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>best times: a level and a board&apos;s size, as in &apos;easy 9×9 puzzles&apos;</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Pasted puzzle</source>
        <translation>Eingefügtes Rätsel</translation>
    </message>
    <message>
        <source>Dropped puzzle</source>
        <translation>Abgelegtes Rätsel</translation>
    </message>
    <message>
        <source>%1 · Looking for the solution…</source>
        <translation>%1 · Lösung wird gesucht…</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>best times: a level and a variant, as in &apos;hard X-Sudoku puzzles&apos;</comment>
        <translation>%2 (%1)</translation>
    </message>
</context>
<context>
    <name>sudoku::PracticeChart</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1: %2 right, %3 partly right of %4 tried, %5 on average</source>
        <translation>%1: %2 richtig, %3 teilweise richtig von %4 versucht, im Schnitt %5</translation>
    </message>
    <message>
        <source>Your practice record</source>
        <translation>Ihre Übungsbilanz</translation>
    </message>
    <message>
        <source>Nothing practised yet.</source>
        <translation>Noch nichts geübt.</translation>
    </message>
    <message>
        <source>%1 of %2 right · %3</source>
        <translation>%1 von %2 richtig · %3</translation>
    </message>
</context>
<context>
    <name>sudoku::PracticeDialog</name>
    <message>
        <source>Practice</source>
        <translation>Übung</translation>
    </message>
    <message>
        <source>No position of this technique to practise on</source>
        <translation>Keine Stellung, um diese Technik zu üben</translation>
    </message>
    <message>
        <source>&amp;New Position</source>
        <translation>&amp;Neue Stellung</translation>
    </message>
    <message>
        <source>&amp;Technique:</source>
        <translation>&amp;Technik:</translation>
    </message>
    <message>
        <source>Click &amp;strikes out</source>
        <translation>Klick &amp;streicht</translation>
    </message>
    <message>
        <source>Click &amp;places</source>
        <translation>Klick &amp;setzt</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <source>C&amp;lear Marks</source>
        <translation>Markierungen &amp;löschen</translation>
    </message>
    <message>
        <source>Your record</source>
        <translation>Ihre Bilanz</translation>
    </message>
    <message>
        <source>Sho&amp;w the Step</source>
        <translation>Schritt &amp;zeigen</translation>
    </message>
    <message>
        <source>The ones I find hardest</source>
        <translation>Die, die mir am schwersten fallen</translation>
    </message>
</context>
<context>
    <name>sudoku::PracticeSession</name>
    <message>
        <source>Choose a technique to practise.</source>
        <translation>Wählen Sie eine Technik zum Üben.</translation>
    </message>
    <message>
        <source>There is no position of this technique to practise.</source>
        <translation>Es gibt keine Stellung, um diese Technik zu üben.</translation>
    </message>
    <message>
        <source>Finding a position…</source>
        <translation>Eine Stellung wird gesucht …</translation>
    </message>
    <message>
        <source>Find %1 on this board and mark the digit it places (a click on the candidate), then Check.</source>
        <translation>Finden Sie %1 auf diesem Spielfeld und markieren Sie die Ziffer, die es setzt (ein Klick auf den Kandidaten), dann Prüfen.</translation>
    </message>
    <message>
        <source>Find %1 on this board and strike out the candidates it removes (a click on each), then Check.</source>
        <translation>Finden Sie %1 auf diesem Spielfeld und streichen Sie die Kandidaten, die es entfernt (ein Klick auf jeden), dann Prüfen.</translation>
    </message>
    <message>
        <source>The step: %1</source>
        <translation>Der Schritt: %1</translation>
    </message>
    <message>
        <source>Right: that is the step.</source>
        <translation>Richtig: Das ist der Schritt.</translation>
    </message>
    <message>
        <source>Partly right: you found %1 of the step&apos;s %2 marks; it also makes %3.</source>
        <translation>Teilweise richtig: Sie haben %1 der %2 Markierungen des Schritts gefunden; er macht außerdem %3.</translation>
    </message>
    <message>
        <source>Partly right: what you marked is true, but it is not this step.</source>
        <translation>Teilweise richtig: Was Sie markiert haben, stimmt, ist aber nicht dieser Schritt.</translation>
    </message>
    <message>
        <source>Partly right: the step&apos;s marks are all there, and more that are true but not this step&apos;s.</source>
        <translation>Teilweise richtig: Alle Markierungen des Schritts sind da, dazu weitere, die stimmen, aber nicht zu diesem Schritt gehören.</translation>
    </message>
    <message>
        <source>Wrong: %1 is not true of this puzzle.</source>
        <translation>Falsch: %1 stimmt bei diesem Rätsel nicht.</translation>
    </message>
    <message>
        <source>Wrong: nothing was marked.</source>
        <translation>Falsch: Es wurde nichts markiert.</translation>
    </message>
</context>
<context>
    <name>sudoku::PrintDialog</name>
    <message>
        <source>Print</source>
        <translation>Drucken</translation>
    </message>
    <message>
        <source>&amp;This puzzle</source>
        <translation>Dieses &amp;Rätsel</translation>
    </message>
    <message>
        <source>A &amp;booklet of new puzzles</source>
        <translation>Ein &amp;Heft mit neuen Rätseln</translation>
    </message>
    <message>
        <source>With my &amp;digits and pencil marks</source>
        <translation>Mit meinen &amp;Ziffern und Notizen</translation>
    </message>
    <message>
        <source>The &amp;solution on a second page</source>
        <translation>Die &amp;Lösung auf einer zweiten Seite</translation>
    </message>
    <message>
        <source>Solutions at the &amp;back</source>
        <translation>Lösungen am &amp;Ende</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Stufe:</translation>
    </message>
    <message>
        <source>&amp;Puzzles:</source>
        <translation>&amp;Anzahl Rätsel:</translation>
    </message>
    <message>
        <source>Puzzles a p&amp;age:</source>
        <translation>Rätsel &amp;pro Seite:</translation>
    </message>
    <message>
        <source>Pre&amp;view…</source>
        <translation>&amp;Vorschau…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>E&amp;xport PDF…</source>
        <translation>Als PDF e&amp;xportieren…</translation>
    </message>
    <message numerus="yes">
        <source>Sudoku Studio · %n %1 puzzle(s)</source>
        <translation>
            <numerusform>Sudoku Studio · %n Rätsel, Stufe %1</numerusform>
            <numerusform>Sudoku Studio · %n Rätsel, Stufe %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Sudoku Studio</source>
        <translation>Sudoku Studio</translation>
    </message>
    <message numerus="yes">
        <source>Making %n puzzle(s)…</source>
        <translation>
            <numerusform>%n Rätsel wird erzeugt…</numerusform>
            <numerusform>%n Rätsel werden erzeugt…</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. %2 · %3</source>
        <translation>%1. %2 · %3</translation>
    </message>
    <message>
        <source>Seed %1</source>
        <translation>Startwert %1</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s) made.</source>
        <translation>
            <numerusform>%n Rätsel erzeugt.</numerusform>
            <numerusform>%n Rätsel erzeugt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Print Preview</source>
        <translation>Druckvorschau</translation>
    </message>
    <message>
        <source>Sent to the printer.</source>
        <translation>An den Drucker gesendet.</translation>
    </message>
    <message>
        <source>The printer could not be used.</source>
        <translation>Der Drucker konnte nicht verwendet werden.</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Als PDF exportieren</translation>
    </message>
    <message>
        <source>sudoku.pdf</source>
        <translation>sudoku.pdf</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>Written to %1.</source>
        <translation>In %1 gespeichert.</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>The solution is still being worked out; it can be chosen once it is found.</source>
        <translation>Die Lösung wird noch gesucht; sie kann gewählt werden, sobald sie gefunden ist.</translation>
    </message>
    <message>
        <source>This puzzle has no single solution to print.</source>
        <translation>Dieses Rätsel hat keine eindeutige Lösung zum Drucken.</translation>
    </message>
</context>
<context>
    <name>sudoku::PuzzleChooser</name>
    <message>
        <source>Choose a Puzzle</source>
        <translation>Rätsel auswählen</translation>
    </message>
    <message>
        <source>&amp;Stop Reading</source>
        <translation>Lesen &amp;stoppen</translation>
    </message>
    <message>
        <source>List only the puzzles found so far</source>
        <translation>Nur die bisher gefundenen Rätsel auflisten</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln puzzle(s) found so far…</source>
        <translation>
            <numerusform>%1: bisher %Ln Rätsel gefunden…</numerusform>
            <numerusform>%1: bisher %Ln Rätsel gefunden…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %Ln puzzle(s).</source>
        <translation>
            <numerusform>%1 enthält %Ln Rätsel.</numerusform>
            <numerusform>%1 enthält %Ln Rätsel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the first %Ln puzzle(s) (reading stopped).</source>
        <translation>
            <numerusform>%1: %Ln Rätsel (Lesen gestoppt).</numerusform>
            <numerusform>%1: die ersten %Ln Rätsel (Lesen gestoppt).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cannot be read (hover over it for why).</source>
        <translation>
            <numerusform>%Ln Rätsel ist nicht lesbar (zeigen Sie mit der Maus darauf, um den Grund zu sehen).</numerusform>
            <numerusform>%Ln Rätsel sind nicht lesbar (zeigen Sie mit der Maus darauf, um den Grund zu sehen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the first %Ln puzzle(s); the file holds more than can be listed.</source>
        <translation>
            <numerusform>%1: %Ln Rätsel; die Datei enthält mehr, als sich auflisten lässt.</numerusform>
            <numerusform>%1: die ersten %Ln Rätsel; die Datei enthält mehr, als sich auflisten lässt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sudoku::PuzzleFile</name>
    <message>
        <source>The file could not be read to its end.</source>
        <translation>Die Datei konnte nicht bis zum Ende gelesen werden.</translation>
    </message>
</context>
<context>
    <name>sudoku::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Pfeiltasten</translation>
    </message>
    <message>
        <source>Move the selection</source>
        <translation>Auswahl bewegen</translation>
    </message>
    <message>
        <source>Move to the first or last cell of the row</source>
        <translation>Zur ersten oder letzten Zelle der Zeile</translation>
    </message>
    <message>
        <source>Move to the first or last cell of the board</source>
        <translation>Zur ersten oder letzten Zelle des Spielfelds</translation>
    </message>
    <message>
        <source>1 – 9</source>
        <translation>1 – 9</translation>
    </message>
    <message>
        <source>Place a digit (in pencil mode: toggle a pencil mark)</source>
        <translation>Ziffer setzen (im Notizmodus: Notiz ein-/ausschalten)</translation>
    </message>
    <message>
        <source>Toggle a pencil mark, in either mode</source>
        <translation>Notiz ein-/ausschalten, in beiden Modi</translation>
    </message>
    <message>
        <source>Clear the cell: its digit, else its pencil marks</source>
        <translation>Zelle leeren: ihre Ziffer, sonst ihre Notizen</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>Klicken</translation>
    </message>
    <message>
        <source>Select a cell; on the paused board, resume</source>
        <translation>Zelle auswählen; bei pausiertem Spielfeld: fortsetzen</translation>
    </message>
    <message>
        <source>Undo the last change</source>
        <translation>Letzte Änderung rückgängig machen</translation>
    </message>
    <message>
        <source>Redo the last undone change</source>
        <translation>Zuletzt rückgängig gemachte Änderung wiederholen</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Does</source>
        <translation>Funktion</translation>
    </message>
    <message>
        <source>A – P</source>
        <translation>A – P</translation>
    </message>
    <message>
        <source>Place 10 – 25 on a board that large (A = 10, G = 16, P = 25)</source>
        <translation>10 – 25 setzen, wenn das Spielfeld so groß ist (A = 10, G = 16, P = 25)</translation>
    </message>
    <message>
        <source>%1 – 9, %2 – 9</source>
        <comment>Shift+1 – 9, Ctrl+1 – 9</comment>
        <translation>%1 – 9, %2 – 9</translation>
    </message>
    <message>
        <source>%1 – 9</source>
        <comment>Alt+1 – 9</comment>
        <translation>%1 – 9</translation>
    </message>
    <message>
        <source>Show where a digit can go (again: show every cell); any digit: right-click it on the pad</source>
        <translation>Zeigen, wo eine Ziffer stehen kann (nochmals: alle Zellen); jede Ziffer: Rechtsklick auf sie im Ziffernfeld</translation>
    </message>
    <message>
        <source>Show the cells with two candidates</source>
        <translation>Zellen mit zwei Kandidaten zeigen</translation>
    </message>
    <message>
        <source>With a colour pen: click; 1 – 9; Enter</source>
        <translation>Mit Farbstift: Klick; 1 – 9; Enter</translation>
    </message>
    <message>
        <source>Paint the candidate clicked, else the cell; paint that candidate; paint the cell (the same colour again clears it)</source>
        <translation>Den angeklickten Kandidaten färben, sonst die Zelle; diesen Kandidaten färben; die Zelle färben (dieselbe Farbe erneut entfernt sie)</translation>
    </message>
    <message>
        <source>With a colour pen: %1; %2</source>
        <translation>Mit Farbstift: %1; %2</translation>
    </message>
    <message>
        <source>Clear the cell&apos;s colours; put the pen down</source>
        <translation>Farben der Zelle entfernen; Stift ablegen</translation>
    </message>
</context>
<context>
    <name>sudoku::SolveSession</name>
    <message>
        <source>Press Play to watch %1 solve this puzzle.</source>
        <translation>Drücken Sie „Abspielen“, um %1 beim Lösen dieses Rätsels zuzusehen.</translation>
    </message>
    <message>
        <source>Playing…</source>
        <translation>Läuft…</translation>
    </message>
    <message>
        <source>Paused: Next shows the next event.</source>
        <translation>Pausiert: „Weiter“ zeigt das nächste Ereignis.</translation>
    </message>
    <message>
        <source>Solving at full speed…</source>
        <translation>Lösen mit voller Geschwindigkeit…</translation>
    </message>
    <message>
        <source>Solved. The solution is on the board; Undo takes it back.</source>
        <translation>Gelöst. Die Lösung steht auf dem Spielfeld; „Rückgängig“ nimmt sie zurück.</translation>
    </message>
    <message>
        <source>No solution: the search ran out of possibilities.</source>
        <translation>Keine Lösung: Die Suche hat alle Möglichkeiten ausgeschöpft.</translation>
    </message>
    <message numerus="yes">
        <source>%1 stopped after %n event(s). Press Play to watch it again from the start.</source>
        <translation>
            <numerusform>%1 wurde nach %n Ereignis angehalten. Mit Abspielen beginnt es wieder von vorn.</numerusform>
            <numerusform>%1 wurde nach %n Ereignissen angehalten. Mit Abspielen beginnt es wieder von vorn.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sudoku::TechniquesDialog</name>
    <message>
        <source>Techniques</source>
        <translation>Techniken</translation>
    </message>
    <message>
        <source>&amp;Another Example</source>
        <translation>&amp;Anderes Beispiel</translation>
    </message>
    <message>
        <source>rated %1</source>
        <translation>Wertung %1</translation>
    </message>
    <message>
        <source>only on a puzzle with one solution</source>
        <translation>nur bei einem Rätsel mit genau einer Lösung</translation>
    </message>
    <message>
        <source>What it is</source>
        <translation>Was es ist</translation>
    </message>
    <message>
        <source>How to spot it</source>
        <translation>Wie man es findet</translation>
    </message>
    <message>
        <source>Finding the step on this board…</source>
        <translation>Der Schritt auf diesem Spielfeld wird gesucht …</translation>
    </message>
    <message>
        <source>This example has lost its step: the techniques have changed since it was chosen.</source>
        <translation>Dieses Beispiel hat seinen Schritt verloren: Die Techniken haben sich geändert, seit es gewählt wurde.</translation>
    </message>
    <message>
        <source>Example %1 of %2, the hint on this board: %3</source>
        <translation>Beispiel %1 von %2, der Tipp auf diesem Spielfeld: %3</translation>
    </message>
    <message>
        <source>Shown with this technique alone chosen in Settings › Hints: with every technique, a hint finds the same deduction as a pattern of an earlier family first.</source>
        <translation>Gezeigt mit nur dieser Technik unter Einstellungen › Tipps: Mit allen Techniken findet ein Tipp dieselbe Folgerung zuerst als Muster einer früheren Familie.</translation>
    </message>
    <message>
        <source>There is no example of this technique: on none of the puzzles searched was it the hint&apos;s next step, even with it alone chosen in Settings › Hints. Wherever it stands, a cheaper step of another technique comes first.</source>
        <translation>Für diese Technik gibt es kein Beispiel: Bei keinem der durchsuchten Rätsel war sie der nächste Schritt des Tipps, auch nicht, wenn sie allein unter Einstellungen › Tipps gewählt war. Wo immer sie vorkommt, kommt ein billigerer Schritt einer anderen Technik zuerst.</translation>
    </message>
</context>
<context>
    <name>sudoku::TraceLog</name>
    <message>
        <source>Events %1 to %2 are not listed: the log keeps the steps, guesses and the most recent events.</source>
        <translation>Die Ereignisse %1 bis %2 sind nicht aufgeführt: Das Protokoll behält die Schritte, die Rateversuche und die neuesten Ereignisse.</translation>
    </message>
    <message numerus="yes">
        <source>… %Ln more event(s)</source>
        <translation>
            <numerusform>… %Ln weiteres Ereignis</numerusform>
            <numerusform>… %Ln weitere Ereignisse</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
Click to show this step on the board; double-click to read about %2.</source>
        <translation>%1
Klicken, um diesen Schritt auf dem Spielfeld zu zeigen; doppelklicken, um über %2 zu lesen.</translation>
    </message>
</context>
<context>
    <name>sudoku::WatchPanel</name>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Play or pause the animated solve (F5)</source>
        <translation>Animiertes Lösen abspielen oder pausieren (F5)</translation>
    </message>
    <message>
        <source>Show the next event (F6)</source>
        <translation>Das nächste Ereignis zeigen (F6)</translation>
    </message>
    <message>
        <source>Stop and return to your game (Shift+F5)</source>
        <translation>Stoppen und zu Ihrem Spiel zurückkehren (Umschalt+F5)</translation>
    </message>
    <message>
        <source>Events shown per second, or Instant: the whole solve at full speed</source>
        <translation>Angezeigte Ereignisse pro Sekunde, oder „Sofort“: das ganze Lösen mit voller Geschwindigkeit</translation>
    </message>
    <message>
        <source>20,000/s</source>
        <translation>20.000/s</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <source>Placements</source>
        <translation>Platzierungen</translation>
    </message>
    <message>
        <source>Guesses</source>
        <translation>Rateversuche</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>Rücksprünge</translation>
    </message>
    <message>
        <source>Solver time</source>
        <translation>Lösezeit</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>The previous branch of the forcing chain</source>
        <translation>Der vorherige Zweig der erzwingenden Kette</translation>
    </message>
    <message>
        <source>The next branch of the forcing chain</source>
        <translation>Der nächste Zweig der erzwingenden Kette</translation>
    </message>
    <message>
        <source>Solve log</source>
        <translation>Lösungsprotokoll</translation>
    </message>
    <message>
        <source>Compare All Algorithms…</source>
        <translation>Alle Algorithmen vergleichen…</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/s</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>What Is %1?</source>
        <translation>Was ist %1?</translation>
    </message>
</context>
</TS>
