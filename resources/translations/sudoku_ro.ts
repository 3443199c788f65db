<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ro">
<context>
    <name>BoardAccessible</name>
    <message>
        <source>column %1</source>
        <translation>coloana %1</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>rândul %1</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>rândul %1, coloana %2</translation>
    </message>
    <message>
        <source>given</source>
        <translation>dată</translation>
    </message>
    <message>
        <source>hidden while paused</source>
        <translation>ascunsă cât timp jocul e în pauză</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>goală</translation>
    </message>
    <message>
        <source>pencil marks %1</source>
        <translation>notițe %1</translation>
    </message>
    <message>
        <source>conflict</source>
        <translation>conflict</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>greșeală</translation>
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
        <translation>colorată %1</translation>
    </message>
</context>
<context>
    <name>DigitButton</name>
    <message>
        <source>Place %1: none left</source>
        <translation>Plasează %1: nu mai rămâne niciunul</translation>
    </message>
    <message numerus="yes">
        <source>Place %1: %n left</source>
        <translation>
            <numerusform>Plasează %1: mai rămâne %n</numerusform>
            <numerusform>Plasează %1: mai rămân %n</numerusform>
            <numerusform>Plasează %1: mai rămân %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Digit %1</source>
        <translation>Cifra %1</translation>
    </message>
    <message>
        <source>Right-click: show where %1 can go</source>
        <translation>Clic dreapta: unde poate fi %1</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>Look for %1 on the digit %2.</source>
        <translation>Caută %1 pe cifra %2.</translation>
    </message>
    <message>
        <source>Look for %1 around %2.</source>
        <translation>Caută %1 în jurul celulei %2.</translation>
    </message>
    <message>
        <source>Look for %1: nearly every empty cell has two candidates.</source>
        <translation>Caută %1: aproape fiecare celulă goală are doi candidați.</translation>
    </message>
    <message>
        <source>Look for %1 on %2.</source>
        <translation>Caută %1 pe cifrele %2.</translation>
    </message>
    <message>
        <source>Look for %1.</source>
        <translation>Caută %1.</translation>
    </message>
    <message>
        <source>Look for %1 in %2.</source>
        <translation>Caută %1 în %2.</translation>
    </message>
    <message>
        <source>%1: %2 — %3</source>
        <translation>%1: %2 — %3</translation>
    </message>
    <message>
        <source>%1: %2, so %3</source>
        <translation>%1: %2, prin urmare %3</translation>
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
        <translation>casă plină</translation>
    </message>
    <message>
        <source>a full house</source>
        <translation>o casă plină</translation>
    </message>
    <message>
        <source>hidden single</source>
        <translation>singur ascuns</translation>
    </message>
    <message>
        <source>a hidden single</source>
        <translation>un singur ascuns</translation>
    </message>
    <message>
        <source>naked single</source>
        <translation>singur evident</translation>
    </message>
    <message>
        <source>a naked single</source>
        <translation>un singur evident</translation>
    </message>
    <message>
        <source>direct pointing</source>
        <translation>indicare directă</translation>
    </message>
    <message>
        <source>direct claiming</source>
        <translation>revendicare directă</translation>
    </message>
    <message>
        <source>direct hidden pair</source>
        <translation>pereche ascunsă directă</translation>
    </message>
    <message>
        <source>a direct hidden pair</source>
        <translation>o pereche ascunsă directă</translation>
    </message>
    <message>
        <source>direct hidden triple</source>
        <translation>triplet ascuns direct</translation>
    </message>
    <message>
        <source>a direct hidden triple</source>
        <translation>un triplet ascuns direct</translation>
    </message>
    <message>
        <source>locked candidates (pointing)</source>
        <translation>candidați blocați (indicare)</translation>
    </message>
    <message>
        <source>locked candidates (claiming)</source>
        <translation>candidați blocați (revendicare)</translation>
    </message>
    <message>
        <source>naked pair</source>
        <translation>pereche evidentă</translation>
    </message>
    <message>
        <source>a naked pair</source>
        <translation>o pereche evidentă</translation>
    </message>
    <message>
        <source>naked triple</source>
        <translation>triplet evident</translation>
    </message>
    <message>
        <source>a naked triple</source>
        <translation>un triplet evident</translation>
    </message>
    <message>
        <source>naked quad</source>
        <translation>cvartet evident</translation>
    </message>
    <message>
        <source>a naked quad</source>
        <translation>un cvartet evident</translation>
    </message>
    <message>
        <source>hidden pair</source>
        <translation>pereche ascunsă</translation>
    </message>
    <message>
        <source>a hidden pair</source>
        <translation>o pereche ascunsă</translation>
    </message>
    <message>
        <source>hidden triple</source>
        <translation>triplet ascuns</translation>
    </message>
    <message>
        <source>a hidden triple</source>
        <translation>un triplet ascuns</translation>
    </message>
    <message>
        <source>hidden quad</source>
        <translation>cvartet ascuns</translation>
    </message>
    <message>
        <source>a hidden quad</source>
        <translation>un cvartet ascuns</translation>
    </message>
    <message>
        <source>X-Wing</source>
        <translation>X-Wing</translation>
    </message>
    <message>
        <source>an X-Wing</source>
        <translation>un X-Wing</translation>
    </message>
    <message>
        <source>swordfish</source>
        <translation>pește-spadă</translation>
    </message>
    <message>
        <source>a swordfish</source>
        <translation>un pește-spadă</translation>
    </message>
    <message>
        <source>jellyfish</source>
        <translation>meduză</translation>
    </message>
    <message>
        <source>a jellyfish</source>
        <translation>o meduză</translation>
    </message>
    <message>
        <source>finned X-Wing</source>
        <translation>X-Wing cu aripioare</translation>
    </message>
    <message>
        <source>a finned X-Wing</source>
        <translation>un X-Wing cu aripioare</translation>
    </message>
    <message>
        <source>finned swordfish</source>
        <translation>pește-spadă cu aripioare</translation>
    </message>
    <message>
        <source>a finned swordfish</source>
        <translation>un pește-spadă cu aripioare</translation>
    </message>
    <message>
        <source>finned jellyfish</source>
        <translation>meduză cu aripioare</translation>
    </message>
    <message>
        <source>a finned jellyfish</source>
        <translation>o meduză cu aripioare</translation>
    </message>
    <message>
        <source>skyscraper</source>
        <translation>zgârie-nori</translation>
    </message>
    <message>
        <source>a skyscraper</source>
        <translation>un zgârie-nori</translation>
    </message>
    <message>
        <source>2-string kite</source>
        <translation>zmeu cu două sfori</translation>
    </message>
    <message>
        <source>a 2-string kite</source>
        <translation>un zmeu cu două sfori</translation>
    </message>
    <message>
        <source>turbot fish</source>
        <translation>pește-calcan</translation>
    </message>
    <message>
        <source>a turbot fish</source>
        <translation>un pește-calcan</translation>
    </message>
    <message>
        <source>empty rectangle</source>
        <translation>dreptunghi gol</translation>
    </message>
    <message>
        <source>an empty rectangle</source>
        <translation>un dreptunghi gol</translation>
    </message>
    <message>
        <source>grouped turbot fish</source>
        <translation>pește-calcan grupat</translation>
    </message>
    <message>
        <source>a grouped turbot fish</source>
        <translation>un pește-calcan grupat</translation>
    </message>
    <message>
        <source>3-link X-chain</source>
        <translation>lanț X cu 3 legături</translation>
    </message>
    <message>
        <source>a 3-link X-chain</source>
        <translation>un lanț X cu 3 legături</translation>
    </message>
    <message>
        <source>4-link X-chain</source>
        <translation>lanț X cu 4 legături</translation>
    </message>
    <message>
        <source>a 4-link X-chain</source>
        <translation>un lanț X cu 4 legături</translation>
    </message>
    <message>
        <source>simple colouring</source>
        <translation>colorare simplă</translation>
    </message>
    <message>
        <source>multi-colouring</source>
        <translation>colorare multiplă</translation>
    </message>
    <message>
        <source>XY-Wing</source>
        <translation>XY-Wing</translation>
    </message>
    <message>
        <source>an XY-Wing</source>
        <translation>un XY-Wing</translation>
    </message>
    <message>
        <source>XYZ-Wing</source>
        <translation>XYZ-Wing</translation>
    </message>
    <message>
        <source>an XYZ-Wing</source>
        <translation>un XYZ-Wing</translation>
    </message>
    <message>
        <source>W-Wing</source>
        <translation>W-Wing</translation>
    </message>
    <message>
        <source>a W-Wing</source>
        <translation>un W-Wing</translation>
    </message>
    <message>
        <source>WXYZ-Wing</source>
        <translation>WXYZ-Wing</translation>
    </message>
    <message>
        <source>a WXYZ-Wing</source>
        <translation>un WXYZ-Wing</translation>
    </message>
    <message>
        <source>VWXYZ-Wing</source>
        <translation>VWXYZ-Wing</translation>
    </message>
    <message>
        <source>a VWXYZ-Wing</source>
        <translation>un VWXYZ-Wing</translation>
    </message>
    <message>
        <source>UVWXYZ-Wing</source>
        <translation>UVWXYZ-Wing</translation>
    </message>
    <message>
        <source>a UVWXYZ-Wing</source>
        <translation>un UVWXYZ-Wing</translation>
    </message>
    <message>
        <source>TUVWXYZ-Wing</source>
        <translation>TUVWXYZ-Wing</translation>
    </message>
    <message>
        <source>a TUVWXYZ-Wing</source>
        <translation>un TUVWXYZ-Wing</translation>
    </message>
    <message>
        <source>unique rectangle (type 1)</source>
        <translation>dreptunghi unic (tipul 1)</translation>
    </message>
    <message>
        <source>a unique rectangle (type 1)</source>
        <translation>un dreptunghi unic (tipul 1)</translation>
    </message>
    <message>
        <source>unique rectangle (type 2)</source>
        <translation>dreptunghi unic (tipul 2)</translation>
    </message>
    <message>
        <source>a unique rectangle (type 2)</source>
        <translation>un dreptunghi unic (tipul 2)</translation>
    </message>
    <message>
        <source>unique rectangle (type 3)</source>
        <translation>dreptunghi unic (tipul 3)</translation>
    </message>
    <message>
        <source>a unique rectangle (type 3)</source>
        <translation>un dreptunghi unic (tipul 3)</translation>
    </message>
    <message>
        <source>unique rectangle (type 4)</source>
        <translation>dreptunghi unic (tipul 4)</translation>
    </message>
    <message>
        <source>a unique rectangle (type 4)</source>
        <translation>un dreptunghi unic (tipul 4)</translation>
    </message>
    <message>
        <source>unique rectangle (type 5)</source>
        <translation>dreptunghi unic (tipul 5)</translation>
    </message>
    <message>
        <source>a unique rectangle (type 5)</source>
        <translation>un dreptunghi unic (tipul 5)</translation>
    </message>
    <message>
        <source>unique loop (type 1)</source>
        <translation>buclă unică (tipul 1)</translation>
    </message>
    <message>
        <source>a unique loop (type 1)</source>
        <translation>o buclă unică (tipul 1)</translation>
    </message>
    <message>
        <source>unique loop (type 2)</source>
        <translation>buclă unică (tipul 2)</translation>
    </message>
    <message>
        <source>a unique loop (type 2)</source>
        <translation>o buclă unică (tipul 2)</translation>
    </message>
    <message>
        <source>unique loop (type 3)</source>
        <translation>buclă unică (tipul 3)</translation>
    </message>
    <message>
        <source>a unique loop (type 3)</source>
        <translation>o buclă unică (tipul 3)</translation>
    </message>
    <message>
        <source>unique loop (type 4)</source>
        <translation>buclă unică (tipul 4)</translation>
    </message>
    <message>
        <source>a unique loop (type 4)</source>
        <translation>o buclă unică (tipul 4)</translation>
    </message>
    <message>
        <source>hidden rectangle</source>
        <translation>dreptunghi ascuns</translation>
    </message>
    <message>
        <source>a hidden rectangle</source>
        <translation>un dreptunghi ascuns</translation>
    </message>
    <message>
        <source>avoidable rectangle (type 1)</source>
        <translation>dreptunghi evitabil (tipul 1)</translation>
    </message>
    <message>
        <source>an avoidable rectangle (type 1)</source>
        <translation>un dreptunghi evitabil (tipul 1)</translation>
    </message>
    <message>
        <source>avoidable rectangle (type 2)</source>
        <translation>dreptunghi evitabil (tipul 2)</translation>
    </message>
    <message>
        <source>an avoidable rectangle (type 2)</source>
        <translation>un dreptunghi evitabil (tipul 2)</translation>
    </message>
    <message>
        <source>BUG (type 1)</source>
        <translation>BUG (tipul 1)</translation>
    </message>
    <message>
        <source>a BUG (type 1)</source>
        <translation>un BUG (tipul 1)</translation>
    </message>
    <message>
        <source>BUG (type 2)</source>
        <translation>BUG (tipul 2)</translation>
    </message>
    <message>
        <source>a BUG (type 2)</source>
        <translation>un BUG (tipul 2)</translation>
    </message>
    <message>
        <source>BUG (type 3)</source>
        <translation>BUG (tipul 3)</translation>
    </message>
    <message>
        <source>a BUG (type 3)</source>
        <translation>un BUG (tipul 3)</translation>
    </message>
    <message>
        <source>BUG (type 4)</source>
        <translation>BUG (tipul 4)</translation>
    </message>
    <message>
        <source>a BUG (type 4)</source>
        <translation>un BUG (tipul 4)</translation>
    </message>
    <message>
        <source>aligned pair exclusion</source>
        <translation>excludere de pereche aliniată</translation>
    </message>
    <message>
        <source>an aligned pair exclusion</source>
        <translation>o excludere de pereche aliniată</translation>
    </message>
    <message>
        <source>aligned triple exclusion</source>
        <translation>excludere de triplet aliniat</translation>
    </message>
    <message>
        <source>an aligned triple exclusion</source>
        <translation>o excludere de triplet aliniat</translation>
    </message>
    <message>
        <source>X-chain</source>
        <translation>lanț X</translation>
    </message>
    <message>
        <source>an X-chain</source>
        <translation>un lanț X</translation>
    </message>
    <message>
        <source>X-cycle</source>
        <translation>ciclu X</translation>
    </message>
    <message>
        <source>an X-cycle</source>
        <translation>un ciclu X</translation>
    </message>
    <message>
        <source>XY-chain</source>
        <translation>lanț XY</translation>
    </message>
    <message>
        <source>an XY-chain</source>
        <translation>un lanț XY</translation>
    </message>
    <message>
        <source>remote pair</source>
        <translation>pereche îndepărtată</translation>
    </message>
    <message>
        <source>a remote pair</source>
        <translation>o pereche îndepărtată</translation>
    </message>
    <message>
        <source>XY-cycle</source>
        <translation>ciclu XY</translation>
    </message>
    <message>
        <source>an XY-cycle</source>
        <translation>un ciclu XY</translation>
    </message>
    <message>
        <source>alternating inference chain</source>
        <translation>lanț de inferențe alternante</translation>
    </message>
    <message>
        <source>an alternating inference chain</source>
        <translation>un lanț de inferențe alternante</translation>
    </message>
    <message>
        <source>continuous nice loop</source>
        <translation>buclă continuă</translation>
    </message>
    <message>
        <source>a continuous nice loop</source>
        <translation>o buclă continuă</translation>
    </message>
    <message>
        <source>grouped alternating inference chain</source>
        <translation>lanț grupat de inferențe alternante</translation>
    </message>
    <message>
        <source>a grouped alternating inference chain</source>
        <translation>un lanț grupat de inferențe alternante</translation>
    </message>
    <message>
        <source>grouped nice loop</source>
        <translation>buclă grupată</translation>
    </message>
    <message>
        <source>a grouped nice loop</source>
        <translation>o buclă grupată</translation>
    </message>
    <message>
        <source>alternating inference chain with almost locked sets</source>
        <translation>lanț de inferențe alternante cu mulțimi aproape blocate</translation>
    </message>
    <message>
        <source>an alternating inference chain with almost locked sets</source>
        <translation>un lanț de inferențe alternante cu mulțimi aproape blocate</translation>
    </message>
    <message>
        <source>Sue de Coq</source>
        <translation>Sue de Coq</translation>
    </message>
    <message>
        <source>a Sue de Coq</source>
        <translation>un Sue de Coq</translation>
    </message>
    <message>
        <source>ALS-XZ</source>
        <translation>ALS-XZ</translation>
    </message>
    <message>
        <source>an ALS-XZ</source>
        <translation>un ALS-XZ</translation>
    </message>
    <message>
        <source>ALS-XY-Wing</source>
        <translation>ALS-XY-Wing</translation>
    </message>
    <message>
        <source>an ALS-XY-Wing</source>
        <translation>un ALS-XY-Wing</translation>
    </message>
    <message>
        <source>ALS chain</source>
        <translation>lanț ALS</translation>
    </message>
    <message>
        <source>an ALS chain</source>
        <translation>un lanț ALS</translation>
    </message>
    <message>
        <source>death blossom</source>
        <translation>floarea morții</translation>
    </message>
    <message>
        <source>a death blossom</source>
        <translation>o floare a morții</translation>
    </message>
    <message>
        <source>Nishio forcing chain</source>
        <translation>lanț de forțare Nishio</translation>
    </message>
    <message>
        <source>a Nishio forcing chain</source>
        <translation>un lanț de forțare Nishio</translation>
    </message>
    <message>
        <source>cell forcing chain</source>
        <translation>lanț de forțare pe celulă</translation>
    </message>
    <message>
        <source>a cell forcing chain</source>
        <translation>un lanț de forțare pe celulă</translation>
    </message>
    <message>
        <source>unit forcing chain</source>
        <translation>lanț de forțare pe unitate</translation>
    </message>
    <message>
        <source>a unit forcing chain</source>
        <translation>un lanț de forțare pe unitate</translation>
    </message>
    <message>
        <source>contradiction chain</source>
        <translation>lanț de contradicție</translation>
    </message>
    <message>
        <source>a contradiction chain</source>
        <translation>un lanț de contradicție</translation>
    </message>
    <message>
        <source>double forcing chain</source>
        <translation>lanț de forțare dublu</translation>
    </message>
    <message>
        <source>a double forcing chain</source>
        <translation>un lanț de forțare dublu</translation>
    </message>
    <message>
        <source>dynamic cell forcing chain</source>
        <translation>lanț de forțare dinamic pe celulă</translation>
    </message>
    <message>
        <source>a dynamic cell forcing chain</source>
        <translation>un lanț de forțare dinamic pe celulă</translation>
    </message>
    <message>
        <source>dynamic unit forcing chain</source>
        <translation>lanț de forțare dinamic pe unitate</translation>
    </message>
    <message>
        <source>a dynamic unit forcing chain</source>
        <translation>un lanț de forțare dinamic pe unitate</translation>
    </message>
    <message>
        <source>dynamic forcing chain (+)</source>
        <translation>lanț de forțare dinamic (+)</translation>
    </message>
    <message>
        <source>a dynamic forcing chain (+)</source>
        <translation>un lanț de forțare dinamic (+)</translation>
    </message>
    <message>
        <source>nested forcing chain</source>
        <translation>lanț de forțare imbricat</translation>
    </message>
    <message>
        <source>a nested forcing chain</source>
        <translation>un lanț de forțare imbricat</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 in %2 %3</source>
        <translation>%1 din %2 %3</translation>
    </message>
    <message>
        <source>almost locked sets %1; their cells with %2 all see each other, and so do their cells with %3: one set lacks %2 and the other %3, so each holds all its other digits</source>
        <translation>mulțimile aproape blocate %1; celulele lor care conțin %2 se văd toate între ele, la fel și cele care conțin %3: unei mulțimi îi lipsește %2, iar celeilalte %3, deci fiecare își conține toate celelalte cifre</translation>
    </message>
    <message>
        <source>almost locked sets %1: %2: either %3 or %4</source>
        <translation>mulțimile aproape blocate %1: %2: fie %3, fie %4</translation>
    </message>
    <message>
        <source>%1 holds only %2; petals %3: %4 — in every case one of %5 is %6</source>
        <translation>%1 conține doar %2; petalele %3: %4 — în orice caz, una dintre celulele %5 este %6</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation>%1 este %2</translation>
    </message>
    <message>
        <source>%1 is not %2</source>
        <translation>%1 nu este %2</translation>
    </message>
    <message>
        <source>one of %1 is %2</source>
        <translation>una dintre celulele %1 este %2</translation>
    </message>
    <message>
        <source>none of %1 is %2</source>
        <translation>niciuna dintre celulele %1 nu este %2</translation>
    </message>
    <message>
        <source>the almost locked set %1 lacks %2, so %3</source>
        <translation>mulțimii aproape blocate %1 îi lipsește %2, deci %3</translation>
    </message>
    <message>
        <source>if %1</source>
        <translation>dacă %1</translation>
    </message>
    <message>
        <source>so %1</source>
        <translation>deci %1</translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>%1: either %2 or %3</source>
        <translation>%1: fie %2, fie %3</translation>
    </message>
    <message>
        <source>%1 — back where it began: a loop, so each of its weak links holds both ways</source>
        <translation>%1 — înapoi de unde a pornit: o buclă, deci fiecare dintre legăturile ei slabe este valabilă în ambele sensuri</translation>
    </message>
    <message>
        <source>the conjugate pairs of %1 make two clusters, %2 against %3 and %4 against %5; a cell of one colour of each sees a cell of one colour of the other, so not both of those colours hold the %1 and one of the other two does</source>
        <translation>perechile conjugate ale cifrei %1 formează două grupuri, %2 contra %3 și %4 contra %5; o celulă de o culoare dintr-un grup vede o celulă de o culoare din celălalt, deci acele două culori nu pot conține amândouă cifra %1, iar una dintre celelalte două o conține</translation>
    </message>
    <message>
        <source>the conjugate pairs of %1 colour %2 against %3: one colour holds the %1s; two cells of one colour share a unit, so that colour is false</source>
        <translation>perechile conjugate ale cifrei %1 colorează %2 contra %3: una dintre culori conține cifrele %1; două celule de aceeași culoare au o unitate comună, deci acea culoare este falsă</translation>
    </message>
    <message>
        <source>the conjugate pairs of %1 colour %2 against %3: one colour holds the %1s, and each struck cell sees both colours</source>
        <translation>perechile conjugate ale cifrei %1 colorează %2 contra %3: una dintre culori conține cifrele %1, iar fiecare celulă din care se elimină vede ambele culori</translation>
    </message>
    <message>
        <source>no way to fill %1 that repeats no digit in a unit and leaves each of %2 (cells that see them all) a candidate uses the candidates struck out</source>
        <translation>nicio completare a celulelor %1 care nu repetă vreo cifră într-o unitate și lasă câte un candidat fiecăreia dintre %2 (celule care le văd pe toate) nu folosește candidații eliminați</translation>
    </message>
    <message>
        <source>%1 in %2 lies only in %3 and in the fins %4, in %5 (a sashimi fish: without the fins a line would keep one place): if a fin holds %1, nothing else in %5 does; if not, %3 hold it in %2</source>
        <translation>în %2, cifra %1 se află doar în %3 și în aripioarele %4, din %5 (un pește sashimi: fără aripioare, o linie ar rămâne cu un singur loc): dacă o aripioară conține cifra %1, nicio altă celulă din %5 nu o conține; dacă nu, în %2 cifra %1 se află în %3</translation>
    </message>
    <message>
        <source>%1 in %2 lies only in %3 and in the fins %4, in %5: if a fin holds %1, nothing else in %5 does; if not, %3 hold it in %2</source>
        <translation>în %2, cifra %1 se află doar în %3 și în aripioarele %4, din %5: dacă o aripioară conține cifra %1, nicio altă celulă din %5 nu o conține; dacă nu, în %2 cifra %1 se află în %3</translation>
    </message>
    <message>
        <source>%1 in %2 lies only in %3</source>
        <translation>în %2, cifra %1 se află doar în %3</translation>
    </message>
    <message>
        <source>%1 in %2 lies only in %3, so in %4 it fits only in %5</source>
        <translation>în %2, cifra %1 se află doar în %3, deci în %4 poate sta doar în %5</translation>
    </message>
    <message>
        <source>%1 holds only %2, and %3 hold both; in %4 and in %5, %6 lies only in the rectangle&apos;s corners, so were %7 %8, %9 would be %6, %1 would be %8, and %2 could swap round the rectangle for a second solution</source>
        <translation>%1 conține doar %2, iar %3 le conțin pe amândouă; în %4 și în %5, cifra %6 se află doar în colțurile dreptunghiului, deci dacă %7 ar fi %8, %9 ar fi %6, %1 ar fi %8, iar %2 și-ar putea schimba locurile de jur împrejurul dreptunghiului, ceea ce ar da o a doua soluție</translation>
    </message>
    <message>
        <source>%1 is %2 and %3 are %4, none of them a given; were %5 %2, the four cells could swap %2 and %4 for a second solution</source>
        <translation>%1 este %2, iar %3 sunt %4, niciuna nefiind cifră dată; dacă %5 ar fi %2, cele patru celule și-ar putea schimba %2 cu %4, ceea ce ar da o a doua soluție</translation>
    </message>
    <message>
        <source>%1 is %2 and %3 is %4, neither a given; were neither %5 nor %6 %7, they would be %4 and %2, and the four cells could swap %2 and %4 for a second solution: one of them is %7</source>
        <translation>%1 este %2, iar %3 este %4, niciuna nefiind cifră dată; dacă nici %5, nici %6 n-ar fi %7, ele ar fi %4 și %2, iar cele patru celule și-ar putea schimba %2 cu %4, ceea ce ar da o a doua soluție: una dintre ele este %7</translation>
    </message>
    <message>
        <source>the last empty cell of %1</source>
        <translation>ultima celulă goală din %1</translation>
    </message>
    <message>
        <source>%1 is the only candidate left in %2</source>
        <translation>%1 este singurul candidat rămas în %2</translation>
    </message>
    <message>
        <source>%1 fits nowhere else in %2</source>
        <translation>cifra %1 nu poate sta nicăieri altundeva în %2</translation>
    </message>
    <message>
        <source>%1 hold only %2 in %3</source>
        <translation>în %3, %1 conțin doar %2</translation>
    </message>
    <message>
        <source>%1 fit only in %2 in %3</source>
        <translation>în %3, cifrele %1 pot sta doar în %2</translation>
    </message>
    <message>
        <source>%1 fit only in %2 in %3, so %4 fits only in %5</source>
        <translation>în %3, cifrele %1 pot sta doar în %2, deci cifra %4 poate sta doar în %5</translation>
    </message>
    <message>
        <source>%1, where %2 and %3 cross, hold %4; with %5 in %2 and %6 in %3, these %7 cells hold %7 digits, each once: %8 cannot be elsewhere in %2, nor %9 elsewhere in %3</source>
        <translation>%1, unde se intersectează %2 și %3, conțin %4; împreună cu %5 din %2 și %6 din %3, aceste %7 celule conțin %7 cifre, fiecare o singură dată: nu mai rămâne loc pentru %8 în altă parte în %2, nici pentru %9 în altă parte în %3</translation>
    </message>
    <message>
        <source>%1 hold only %2; if %3 did too, %2 could swap for a second solution</source>
        <translation>%1 conțin doar %2; dacă și %3 ar conține doar aceste cifre, %2 și-ar putea schimba locurile, ceea ce ar da o a doua soluție</translation>
    </message>
    <message>
        <source>%1 make a loop on %2, and %3 also hold %4: were none of them %4, %2 could swap round the loop for a second solution</source>
        <translation>%1 formează o buclă pe cifrele %2, iar %3 conțin și %4: dacă niciuna dintre ele n-ar fi %4, cifrele %2 și-ar putea schimba locurile de-a lungul buclei, ceea ce ar da o a doua soluție</translation>
    </message>
    <message>
        <source>%1 make a loop on %2, and %3 also hold %4; in %5, %6 lies only in %3, so one of them is %6, and were the other %7, %2 could swap round the loop for a second solution</source>
        <translation>%1 formează o buclă pe cifrele %2, iar %3 conțin și %4; în %5, cifra %6 se află doar în %3, deci una dintre ele este %6, iar dacă cealaltă ar fi %7, cifrele %2 și-ar putea schimba locurile de-a lungul buclei, ceea ce ar da o a doua soluție</translation>
    </message>
    <message>
        <source>%1 make a loop on %2, and %3 also hold %4: one of them holds one of %4, or %2 could swap round the loop for a second solution</source>
        <translation>%1 formează o buclă pe cifrele %2, iar %3 conțin și %4: una dintre ele conține una dintre cifrele %4, altfel cifrele %2 și-ar putea schimba locurile de-a lungul buclei, ceea ce ar da o a doua soluție</translation>
    </message>
    <message>
        <source>%1; so %2 fit only in the other one and %3 in %4</source>
        <translation>%1; deci, în %4, cifrele %2 pot sta doar în cealaltă și în %3</translation>
    </message>
    <message>
        <source>%1; so %2, as one cell, and %3 hold only %4 in %5</source>
        <translation>%1; deci, în %5, %2, luate ca o singură celulă, și %3 conțin doar %4</translation>
    </message>
    <message>
        <source>every empty cell would hold two candidates and every digit two places in each unit, a board that never has exactly one solution</source>
        <translation>fiecare celulă goală ar avea doi candidați și fiecare cifră ar avea două locuri în fiecare unitate, o tablă care nu are niciodată exact o soluție</translation>
    </message>
    <message>
        <source>%1 must be %2, or %3</source>
        <translation>%1 trebuie să fie %2, altfel %3</translation>
    </message>
    <message>
        <source>%1 must be one of %2, or %3</source>
        <translation>%1 trebuie să fie una dintre cifrele %2, altfel %3</translation>
    </message>
    <message>
        <source>one of %1 must be %2, or %3</source>
        <translation>una dintre celulele %1 trebuie să fie %2, altfel %3</translation>
    </message>
    <message>
        <source>one of %1 must be true, or %2; so %3, as one cell, and %4 hold only %5 in %6</source>
        <translation>unul dintre candidații %1 trebuie să fie adevărat, altfel %2; deci, în %6, %3, luate ca o singură celulă, și %4 conțin doar %5</translation>
    </message>
    <message>
        <source>one of %1 must be true, or %2; in %3, %4 lies only in %5, so each of them is %4 or its extra digit</source>
        <translation>unul dintre candidații %1 trebuie să fie adevărat, altfel %2; în %3, cifra %4 se află doar în %5, deci fiecare dintre ele este fie %4, fie cifra sa suplimentară</translation>
    </message>
    <message>
        <source>%1 holds %2</source>
        <translation>%1 conține %2</translation>
    </message>
    <message>
        <source>%1: one of the three is %2</source>
        <translation>%1: una dintre cele trei este %2</translation>
    </message>
    <message>
        <source>%1: whichever %2 is, %3 or %4 is %5</source>
        <translation>%1: oricare ar fi cifra din %2, %3 sau %4 este %5</translation>
    </message>
    <message>
        <source>%1 hold only %2; in %3, %4 lies only in %5: %6 or %7 is %8</source>
        <translation>%1 conțin doar %2; în %3, cifra %4 se află doar în %5: %6 sau %7 este %8</translation>
    </message>
    <message>
        <source>%1 hold only %2, one digit more than cells; %3 holds only %4 and %5 and sees every one of them holding %4: whichever %3 is, %5 is in %3 or among them</source>
        <translation>%1 conțin doar %2, cu o cifră mai mult decât numărul de celule; %3 conține doar %4 și %5 și vede fiecare dintre ele care conține %4: oricare ar fi cifra din %3, %5 se află în %3 sau printre ele</translation>
    </message>
    <message>
        <source>%1 hold only %2, one digit more than cells; %3 holds only %4 and sees every one of them holding either: between them they hold each digit once, which is in one of its places here</source>
        <translation>%1 conțin doar %2, cu o cifră mai mult decât numărul de celule; %3 conține doar %4 și vede fiecare dintre ele care conține vreuna dintre acestea: împreună conțin fiecare dintre aceste cifre o singură dată, deci fiecare se află într-unul dintre locurile ei de aici</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 și %2</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>rândul %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>coloana %1</translation>
    </message>
    <message>
        <source>box %1</source>
        <translation>careul %1</translation>
    </message>
    <message>
        <source>rows %1</source>
        <translation>rândurile %1</translation>
    </message>
    <message>
        <source>columns %1</source>
        <translation>coloanele %1</translation>
    </message>
    <message>
        <source>boxes %1</source>
        <translation>careurile %1</translation>
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
        <translation>%1 în %2</translation>
    </message>
    <message>
        <source>%1: each of its %2 branches leads to %3.</source>
        <translation>%1: fiecare dintre cele %2 ramuri ale sale duce la %3.</translation>
    </message>
    <message>
        <source>Branch %1 of %2: %3.</source>
        <translation>Ramura %1 din %2: %3.</translation>
    </message>
    <message>
        <source>Placed %1 in %2 (%3).</source>
        <translation>S-a plasat %1 în %2 (%3).</translation>
    </message>
    <message>
        <source>Try %1 in %2</source>
        <translation>Încearcă %1 în %2</translation>
    </message>
    <message>
        <source>%1 clashes with a peer of %2</source>
        <translation>%1 intră în conflict cu un vecin al celulei %2</translation>
    </message>
    <message>
        <source>Guess %1 in %2 (other digits left to try)</source>
        <translation>Presupune %1 în %2 (mai sunt cifre de încercat)</translation>
    </message>
    <message>
        <source>Place %1 in %2</source>
        <translation>Plasează %1 în %2</translation>
    </message>
    <message>
        <source>%1: %2 in %3</source>
        <translation>%1: %2 în %3</translation>
    </message>
    <message>
        <source>Remove %1 from %2</source>
        <translation>Elimină %1 din %2</translation>
    </message>
    <message>
        <source>Remove %1 from %2 (%3)</source>
        <translation>Elimină %1 din %2 (%3)</translation>
    </message>
    <message>
        <source>Guess %1 in %2 (depth %3)</source>
        <translation>Presupune %1 în %2 (adâncimea %3)</translation>
    </message>
    <message>
        <source>Dead end: %1 has no candidate left</source>
        <translation>Fundătură: %1 nu mai are niciun candidat</translation>
    </message>
    <message>
        <source>Dead end: %1 has no place left in %2</source>
        <translation>Fundătură: %1 nu mai are niciun loc în %2</translation>
    </message>
    <message>
        <source>Back up: undo the guess in %1 (depth %2)</source>
        <translation>Revenire: anulează presupunerea din %1 (adâncimea %2)</translation>
    </message>
    <message>
        <source>Back up: take back %1</source>
        <translation>Revenire: retrage cifra din %1</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Ușor</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mediu</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Greu</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Extreme</source>
        <translation>Extrem</translation>
    </message>
    <message>
        <source>Nightmare</source>
        <translation>Coșmar</translation>
    </message>
    <message>
        <source>Not rated</source>
        <translation>Neevaluat</translation>
    </message>
    <message>
        <source>singles only</source>
        <translation>doar singuri</translation>
    </message>
    <message>
        <source>locked candidates, pairs and triples</source>
        <translation>candidați blocați, perechi și triplete</translation>
    </message>
    <message>
        <source>quads, fish, skyscrapers, kites and wings</source>
        <translation>cvartete, pești, zgârie-nori, zmeie și aripi (wings)</translation>
    </message>
    <message>
        <source>forcing chains</source>
        <translation>lanțuri de forțare</translation>
    </message>
    <message>
        <source>forcing chains nested in forcing chains</source>
        <translation>lanțuri de forțare imbricate în lanțuri de forțare</translation>
    </message>
    <message>
        <source>no single solution</source>
        <translation>fără soluție unică</translation>
    </message>
    <message>
        <source>Not rated: the puzzle has no solution.</source>
        <translation>Neevaluat: grila nu are soluție.</translation>
    </message>
    <message>
        <source>Not rated: the puzzle has more than one solution.</source>
        <translation>Neevaluat: grila are mai multe soluții.</translation>
    </message>
    <message>
        <source>%1, rated %2.</source>
        <translation>%1, cu nota %2.</translation>
    </message>
    <message>
        <source>Hardest step: %1.</source>
        <translation>Cel mai dificil pas: %1.</translation>
    </message>
    <message>
        <source>Steps: %1.</source>
        <translation>Pași: %1.</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Niciuna</translation>
    </message>
    <message>
        <source>Rotational (180°)</source>
        <translation>Rotațională (180°)</translation>
    </message>
    <message>
        <source>Diagonal</source>
        <translation>Diagonală</translation>
    </message>
    <message>
        <source>Mirror (left–right)</source>
        <translation>Oglindă (stânga–dreapta)</translation>
    </message>
    <message>
        <source>Human logic</source>
        <translation>Logică umană</translation>
    </message>
    <message>
        <source>Backtracking</source>
        <translation>Căutare cu revenire</translation>
    </message>
    <message>
        <source>Bitmask backtracking</source>
        <translation>Căutare cu revenire pe măști de biți</translation>
    </message>
    <message>
        <source>Most constrained cell (MRV)</source>
        <translation>Celula cea mai constrânsă (MRV)</translation>
    </message>
    <message>
        <source>Constraint propagation (Norvig)</source>
        <translation>Propagarea constrângerilor (Norvig)</translation>
    </message>
    <message>
        <source>Forward checking (MRV + LCV)</source>
        <translation>Verificare anticipată (MRV + LCV)</translation>
    </message>
    <message>
        <source>Solves as a person would: the simplest technique that applies, every time, up to nested forcing chains. A puzzle with one solution never needs a guess.</source>
        <translation>Rezolvă cum ar face-o un om: de fiecare dată, cea mai simplă tehnică aplicabilă, până la lanțurile de forțare imbricate. O grilă cu o singură soluție nu are niciodată nevoie de presupuneri.</translation>
    </message>
    <message>
        <source>Fills the empty cells in reading order, trying 1 to 9 in each and checking the peers; on a dead end it takes back the last digit and tries the next.</source>
        <translation>Completează celulele goale în ordinea citirii, încercând cifrele de la 1 la 9 în fiecare și verificând vecinii; la o fundătură retrage ultima cifră și o încearcă pe următoarea.</translation>
    </message>
    <message>
        <source>The same search as backtracking, but row, column and box bitmasks give the free digits at once, so no digit is ever rejected.</source>
        <translation>Aceeași căutare ca la căutarea cu revenire simplă, dar măștile de biți ale rândului, coloanei și careului dau imediat cifrele libere, așa că nicio cifră nu este respinsă vreodată.</translation>
    </message>
    <message>
        <source>Always fills the cell with the fewest candidates left, and rolls back when a cell runs out of them.</source>
        <translation>Completează mereu celula cu cei mai puțini candidați rămași și revine când o celulă rămâne fără candidați.</translation>
    </message>
    <message>
        <source>Peter Norvig&apos;s solver: every placement removes its digit from the peers, singles follow from that, and it guesses only on the cell with fewest candidates.</source>
        <translation>Algoritmul lui Peter Norvig: fiecare plasare elimină cifra sa din vecini, de aici decurg singurii, iar presupuneri face doar în celula cu cei mai puțini candidați.</translation>
    </message>
    <message>
        <source>Picks the most constrained cell, tries first the digit that constrains its peers least, and backs up as soon as a peer has no candidate left.</source>
        <translation>Alege celula cea mai constrânsă, încearcă întâi cifra care își constrânge cel mai puțin vecinii și revine imediat ce un vecin rămâne fără candidați.</translation>
    </message>
    <message numerus="yes">
        <source>Applied %1: %n candidate(s) struck out.</source>
        <translation>
            <numerusform>S-a aplicat %1: %n candidat eliminat.</numerusform>
            <numerusform>S-a aplicat %1: %n candidați eliminați.</numerusform>
            <numerusform>S-a aplicat %1: %n de candidați eliminați.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It needs %n guess(es).</source>
        <translation>
            <numerusform>Necesită %n presupunere.</numerusform>
            <numerusform>Necesită %n presupuneri.</numerusform>
            <numerusform>Necesită %n de presupuneri.</numerusform>
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
        <translation>%1, careuri de %2×%3</translation>
    </message>
    <message>
        <source>a digit %1-%2 or &apos;.&apos;</source>
        <translation>o cifră %1-%2 sau &apos;.&apos;</translation>
    </message>
    <message>
        <source>a digit %1-%2, the letter A or &apos;.&apos;</source>
        <translation>o cifră %1-%2, litera A sau &apos;.&apos;</translation>
    </message>
    <message>
        <source>a digit %1-%2, a letter A-%3 or &apos;.&apos;</source>
        <translation>o cifră %1-%2, o literă A-%3 sau &apos;.&apos;</translation>
    </message>
    <message>
        <source>value %1 is out of range for %2</source>
        <translation>valoarea %1 este în afara intervalului pentru %2</translation>
    </message>
    <message>
        <source>a size is %1 or %2</source>
        <translation>dimensiunea poate fi %1 sau %2</translation>
    </message>
    <message>
        <source>end of line</source>
        <translation>sfârșitul liniei</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>se aștepta %1, s-a găsit %2</translation>
    </message>
    <message>
        <source>puzzle has %1 cells, expected %2</source>
        <translation>grila are %1 celule, se așteptau %2</translation>
    </message>
    <message>
        <source>%1 and %2 both hold %3</source>
        <translation>%1 și %2 conțin amândouă %3</translation>
    </message>
    <message>
        <source>puzzle has more than %1 cells</source>
        <translation>grila are mai mult de %1 celule</translation>
    </message>
    <message>
        <source>a grid row has more than %1 cells</source>
        <translation>un rând al grilei are mai mult de %1 celule</translation>
    </message>
    <message>
        <source>longer than 1 MiB</source>
        <translation>mai lungă de 1 MiB</translation>
    </message>
    <message>
        <source>puzzle has %1 cells, expected %2 (%3) or %4 (%5)</source>
        <translation>grila are %1 celule, se așteptau %2 (%3) sau %4 (%5)</translation>
    </message>
    <message>
        <source>unsupported size %1: %2</source>
        <translation>dimensiune nesuportată %1: %2</translation>
    </message>
    <message>
        <source>a puzzle of size %1, expected %2</source>
        <translation>o grilă de dimensiunea %1, se aștepta %2</translation>
    </message>
    <message>
        <source>expected the number of givens on the line after the size</source>
        <translation>se aștepta numărul de cifre date pe linia de după dimensiune</translation>
    </message>
    <message>
        <source>the number of givens 0-%1</source>
        <translation>numărul de cifre date 0-%1</translation>
    </message>
    <message>
        <source>expected %1 givens, found %2</source>
        <translation>se așteptau %1 cifre date, s-au găsit %2</translation>
    </message>
    <message>
        <source>a row 1-%1</source>
        <translation>un rând 1-%1</translation>
    </message>
    <message>
        <source>a column 1-%1</source>
        <translation>o coloană 1-%1</translation>
    </message>
    <message>
        <source>a value 1-%1</source>
        <translation>o valoare 1-%1</translation>
    </message>
    <message>
        <source>%1 is already given on line %2</source>
        <translation>%1 este deja dată pe linia %2</translation>
    </message>
    <message>
        <source>no puzzle found</source>
        <translation>nu s-a găsit nicio grilă</translation>
    </message>
    <message>
        <source>expected one puzzle, found a second one here</source>
        <translation>se aștepta o singură grilă, aici începe a doua</translation>
    </message>
    <message>
        <source>the file can no longer be read here</source>
        <translation>fișierul nu mai poate fi citit aici</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Linia %1, coloana %2: %3</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Linia %1: %2</translation>
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
        <translation>un retur de car (CR) în interiorul liniei: liniile care se termină doar cu CR nu sunt citite; încheiați-le cu LF</translation>
    </message>
    <message>
        <source>supposed</source>
        <translation>presupus</translation>
    </message>
    <message>
        <source>%1 is already in %2</source>
        <translation>cifra %1 este deja în %2</translation>
    </message>
    <message>
        <source>the only candidate left in %1</source>
        <translation>singurul candidat rămas în %1</translation>
    </message>
    <message>
        <source>the only place left for %1 in %2</source>
        <translation>singurul loc rămas pentru %1 în %2</translation>
    </message>
    <message>
        <source>the only places left for %1 in %2</source>
        <translation>singurele locuri rămase pentru %1 în %2</translation>
    </message>
    <message>
        <source>the almost locked set %1 lacks %2</source>
        <translation>mulțimii aproape blocate %1 îi lipsește %2</translation>
    </message>
    <message>
        <source>by %1:</source>
        <translation>prin %1:</translation>
    </message>
    <message>
        <source>it follows</source>
        <translation>rezultă</translation>
    </message>
    <message>
        <source>%1. %2 (%3)</source>
        <translation>%1. %2 (%3)</translation>
    </message>
    <message>
        <source>%1. from %2: %3 (%4)</source>
        <translation>%1. din %2: %3 (%4)</translation>
    </message>
    <message>
        <source>branch %1 of %2:</source>
        <translation>ramura %1 din %2:</translation>
    </message>
    <message>
        <source>if %1, a contradiction follows</source>
        <translation>dacă %1, rezultă o contradicție</translation>
    </message>
    <message>
        <source>in %1, %2 lies only in %3, and in every case %4</source>
        <translation>în %1, cifra %2 se află doar în %3, și în orice caz, %4</translation>
    </message>
    <message>
        <source>%1 is %2 or it is not, and either way %3</source>
        <translation>%1 este %2 sau nu este, și oricum ar fi, %3</translation>
    </message>
    <message>
        <source>%1 holds only %2, and in every case %3</source>
        <translation>%1 conține doar %2, și în orice caz, %3</translation>
    </message>
    <message>
        <source>Branch %1 of %2:</source>
        <translation>Ramura %1 din %2:</translation>
    </message>
    <message>
        <source>chains, uniqueness, almost locked sets, exclusion, bigger wings and finned fish</source>
        <translation>lanțuri, unicitate, mulțimi aproape blocate, excludere, aripi (wings) mai mari și pești cu înotătoare</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>portocaliu</translation>
    </message>
    <message>
        <source>sky blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>galben</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>mov</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>albastru</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>cerc</translation>
    </message>
    <message>
        <source>square</source>
        <translation>pătrat</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>romb</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>triunghi</translation>
    </message>
    <message>
        <source>upside-down triangle</source>
        <translation>triunghi întors</translation>
    </message>
    <message>
        <source>plus sign</source>
        <translation>semnul plus</translation>
    </message>
    <message>
        <source>Singles</source>
        <translation>Singuri</translation>
    </message>
    <message>
        <source>Intersections</source>
        <translation>Intersecții</translation>
    </message>
    <message>
        <source>Subsets</source>
        <translation>Submulțimi</translation>
    </message>
    <message>
        <source>Fish</source>
        <translation>Pești</translation>
    </message>
    <message>
        <source>Single-digit patterns</source>
        <translation>Modele cu o singură cifră</translation>
    </message>
    <message>
        <source>Wings</source>
        <translation>Aripi (wings)</translation>
    </message>
    <message>
        <source>Uniqueness</source>
        <translation>Unicitate</translation>
    </message>
    <message>
        <source>Chains</source>
        <translation>Lanțuri</translation>
    </message>
    <message>
        <source>Almost locked sets</source>
        <translation>Mulțimi aproape blocate</translation>
    </message>
    <message>
        <source>Exclusion</source>
        <translation>Excludere</translation>
    </message>
    <message>
        <source>Forcing chains</source>
        <translation>Lanțuri de forțare</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <source>&quot;%1&quot; is missing or not a string</source>
        <translation>&quot;%1&quot; lipsește sau nu este un șir de caractere</translation>
    </message>
    <message>
        <source>not a Sudoku Studio game file: line %1, column %2: %3</source>
        <translation>nu este un fișier de joc Sudoku Studio: linia %1, coloana %2: %3</translation>
    </message>
    <message>
        <source>not a Sudoku Studio game file (no &quot;format&quot;: &quot;%1&quot;)</source>
        <translation>nu este un fișier de joc Sudoku Studio (lipsește &quot;format&quot;: &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>the file is version %1, made by a newer Sudoku Studio; this one reads version %2</source>
        <translation>fișierul are versiunea %1 și a fost creat de un Sudoku Studio mai nou; programul de față citește versiunea %2</translation>
    </message>
    <message>
        <source>&quot;digits&quot;: %1 changes the given %2</source>
        <translation>&quot;digits&quot;: %1 schimbă cifra dată %2</translation>
    </message>
    <message>
        <source>&quot;givens&quot;: %1</source>
        <translation>&quot;givens&quot;: %1</translation>
    </message>
    <message>
        <source>&quot;pencilMarks&quot; is not an object</source>
        <translation>&quot;pencilMarks&quot; nu este un obiect</translation>
    </message>
    <message>
        <source>&quot;pencilMarks&quot;, %1: expected a string of digits</source>
        <translation>&quot;pencilMarks&quot;, %1: se aștepta un șir de cifre</translation>
    </message>
    <message>
        <source>&quot;elapsedMs&quot; must be a number of milliseconds, 0 or more</source>
        <translation>&quot;elapsedMs&quot; trebuie să fie un număr de milisecunde, 0 sau mai mare</translation>
    </message>
    <message>
        <source>&quot;elapsedMs&quot; is too large for a time played</source>
        <translation>&quot;elapsedMs&quot; este prea mare pentru un timp de joc</translation>
    </message>
    <message>
        <source>&quot;completed&quot; is true but the digits do not solve the puzzle</source>
        <translation>&quot;completed&quot; este true, dar cifrele nu rezolvă grila</translation>
    </message>
    <message>
        <source>&quot;hintsUsed&quot; must be a whole number, 0 or more</source>
        <translation>&quot;hintsUsed&quot; trebuie să fie un număr întreg, 0 sau mai mare</translation>
    </message>
    <message>
        <source>a digit 1-%1 or &apos;.&apos;</source>
        <translation>o cifră 1-%1 sau &apos;.&apos;</translation>
    </message>
    <message>
        <source>a digit 1-9, a letter A-%1 or &apos;.&apos;</source>
        <translation>o cifră 1-9, o literă A-%1 sau &apos;.&apos;</translation>
    </message>
    <message>
        <source>digits 1-%1</source>
        <translation>cifre 1-%1</translation>
    </message>
    <message>
        <source>digits 1-9 or letters A-%1</source>
        <translation>cifre 1-9 sau litere A-%1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has %2 cells, expected %3</source>
        <translation>&quot;%1&quot;: numărul de celule este %2, se așteptau %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot;, %2: expected %3, found &apos;%4&apos;</source>
        <translation>&quot;%1&quot;, %2: se aștepta %3, s-a găsit &apos;%4&apos;</translation>
    </message>
    <message>
        <source>&quot;size&quot; must be a board&apos;s size: 4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24 or 25</source>
        <translation>&quot;size&quot; trebuie să fie dimensiunea unei grile: 4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24 sau 25</translation>
    </message>
    <message>
        <source>&quot;box&quot; must be the box of a %1×%1 board, rows x columns such as %2</source>
        <translation>&quot;box&quot; trebuie să fie careul unei grile de %1×%1, rânduri x coloane, de exemplu %2</translation>
    </message>
    <message>
        <source>&quot;pencilMarks&quot;: &quot;%1&quot; is not a cell name like r1c1 of a %2×%2 board</source>
        <translation>&quot;pencilMarks&quot;: &quot;%1&quot; nu este un nume de celulă precum r1c1 al unei grile de %2×%2</translation>
    </message>
    <message>
        <source>&quot;pencilMarks&quot;, %1: expected %2, found &apos;%3&apos;</source>
        <translation>&quot;pencilMarks&quot;, %1: se așteptau %2, s-a găsit &apos;%3&apos;</translation>
    </message>
    <message>
        <source>the file is larger than a game file can be (%1 MB at most)</source>
        <translation>fișierul este mai mare decât poate fi un fișier de joc (cel mult %1 MB)</translation>
    </message>
    <message>
        <source>&quot;version&quot; is missing</source>
        <translation>lipsește &quot;version&quot;</translation>
    </message>
    <message>
        <source>&quot;version&quot; must be a whole number, 1 or more</source>
        <translation>&quot;version&quot; trebuie să fie un număr întreg, 1 sau mai mare</translation>
    </message>
    <message>
        <source>&quot;pencilMarks&quot;, %1: more than %2 digits</source>
        <translation>&quot;pencilMarks&quot;, %1: mai mult de %2 cifre</translation>
    </message>
    <message>
        <source>&quot;source&quot; is longer than %1 characters</source>
        <translation>&quot;source&quot; are mai mult de %1 de caractere</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: &quot;%2&quot; is not a cell name like r1c1 of a %3×%3 board</source>
        <translation>„%1”: „%2” nu este numele unei celule ca r1c1 pe o grilă %3×%3</translation>
    </message>
    <message>
        <source>&quot;%1&quot;, %2: expected a colour number 1-%3</source>
        <translation>„%1”, %2: se aștepta un număr de culoare 1-%3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an object</source>
        <translation>„%1” nu este un obiect</translation>
    </message>
    <message>
        <source>&quot;candidateColours&quot;, %1: expected an object of digits and colours</source>
        <translation>„candidateColours”, %1: se aștepta un obiect de cifre și culori</translation>
    </message>
    <message>
        <source>&quot;candidateColours&quot;, %1: expected %2, found &quot;%3&quot;</source>
        <translation>„candidateColours”, %1: se aștepta %2, s-a găsit „%3”</translation>
    </message>
    <message>
        <source>&quot;candidateColours&quot;, %1: %2 is not pencilled in there</source>
        <translation>„candidateColours”, %1: %2 nu este notat acolo cu creionul</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <source>How to Play</source>
        <translation>Cum se joacă</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>Regulile</translation>
    </message>
    <message>
        <source>Fill every empty cell with a digit so that each row, each column and each box (the cells inside the thick lines) holds every digit exactly once. The digits in bold are the givens: they cannot be changed. A well-made puzzle has exactly one solution, and it can be reached by reasoning alone, without guessing.</source>
        <translation>Completați fiecare celulă goală cu o cifră, astfel încât fiecare rând, fiecare coloană și fiecare careu (celulele dintre liniile groase) să conțină fiecare cifră exact o dată. Cifrele îngroșate sunt cele date: nu pot fi schimbate. Un puzzle bine făcut are exact o soluție, la care se ajunge doar prin raționament, fără a ghici.</translation>
    </message>
    <message>
        <source>A 9×9 board takes the digits 1 to 9. A board of another size takes as many digits as it has columns: a 16×16 board writes 10 to 16 as A to G (or as numbers: View › Digits Above 9), and a 6×6 board has boxes of two rows and three columns.</source>
        <translation>O grilă 9×9 primește cifrele de la 1 la 9. O grilă de altă mărime primește atâtea cifre câte coloane are: o grilă 16×16 scrie 10–16 ca A–G (sau ca numere: Vizualizare › Cifre peste 9), iar careurile unei grile 6×6 au două rânduri și trei coloane.</translation>
    </message>
    <message>
        <source>Digits and pencil marks</source>
        <translation>Cifre și notițe</translation>
    </message>
    <message>
        <source>Select a cell with the mouse or the arrow keys and type a digit, or click it on the pad beside the board (its small number says how many are left to place). Delete, Backspace or 0 clears the cell. A digit repeated in a row, column or box is drawn in red with a mark in its corner; View › Show Mistakes also marks the digits that differ from the solution.</source>
        <translation>Selectați o celulă cu mouse-ul sau cu săgețile și tastați o cifră, sau apăsați-o pe tastatura de lângă grilă (numărul ei mic spune câte mai sunt de pus). Delete, Backspace sau 0 golește celula. O cifră repetată pe un rând, o coloană sau un careu e desenată cu roșu, cu un semn în colț; Vizualizare › Arată greșelile marchează și cifrele care diferă de soluție.</translation>
    </message>
    <message>
        <source>Pencil marks note the digits a cell can still take. Space or N turns pencil mode on and off: in it, digits add and remove marks; Shift or Ctrl with a digit does so in either mode. Edit › Fill Pencil Marks writes every cell&apos;s candidates at once, and placing a digit removes it from the marks of its row, column and box.</source>
        <translation>Notițele arată cifrele pe care o celulă le mai poate primi. Space sau N pornește și oprește modul notițe: în el, cifrele pun și șterg notițe; Shift sau Ctrl cu o cifră fac asta în orice mod. Editare › Completează notițele scrie dintr-odată candidații fiecărei celule, iar punerea unei cifre o șterge din notițele rândului, coloanei și careului ei.</translation>
    </message>
    <message>
        <source>Every change can be undone (Ctrl+Z) and redone (Ctrl+Shift+Z). The game is saved as you play and resumed at the next start; P pauses the clock and hides the board.</source>
        <translation>Orice schimbare poate fi anulată (Ctrl+Z) și refăcută (Ctrl+Shift+Z). Jocul se salvează în timp ce jucați și se reia la următoarea pornire; P oprește ceasul și ascunde grila.</translation>
    </message>
    <message>
        <source>Tools for harder puzzles</source>
        <translation>Unelte pentru puzzle-uri mai grele</translation>
    </message>
    <message>
        <source>View › Filter (Alt+1 to Alt+9) picks out the cells where a digit can still go and dims the rest; Alt+0 picks out the cells with two candidates. Edit › Colours gives six colour pens (Ctrl+Alt+1 to Ctrl+Alt+6, or the pens under the pad): with one, a click paints a candidate or a cell, to follow a chain or a colouring by hand. Each colour has a shape of its own, so the colours differ even to eyes that do not tell the hues apart.</source>
        <translation>Vizualizare › Filtru (Alt+1 până la Alt+9) scoate în evidență celulele unde o cifră mai poate merge și le estompează pe celelalte; Alt+0 scoate în evidență celulele cu doi candidați. Editare › Culori oferă șase creioane colorate (Ctrl+Alt+1 până la Ctrl+Alt+6, sau creioanele de sub tastatură): cu unul, un clic colorează un candidat sau o celulă, ca să urmăriți de mână un lanț sau o colorare. Fiecare culoare are forma ei, așa că se deosebesc chiar și pentru ochii care nu disting nuanțele.</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Indicii</translation>
    </message>
    <message>
        <source>Press H, or Hint, when you are stuck. The first press says where to look and which technique to look for; the second explains the step and shows it on the board — the cells it uses, the candidates it removes and, for a chain, the links from candidate to candidate, numbered as in the text; the third makes the step. S makes the next step at once. A hint first checks your board: when a digit is wrong, or a pencil mark has lost the right digit, it says so instead.</source>
        <translation>Apăsați H, sau Indiciu, când v-ați blocat. Prima apăsare spune unde să priviți și ce tehnică să căutați; a doua explică pasul și îl arată pe grilă — celulele pe care le folosește, candidații pe care îi elimină și, pentru un lanț, legăturile de la candidat la candidat, numerotate ca în text; a treia face pasul. S face imediat pasul următor. Un indiciu verifică întâi grila: când o cifră e greșită sau o notiță a pierdut cifra corectă, spune asta în schimb.</translation>
    </message>
    <message>
        <source>Hints use the techniques strong players use, from singles to forcing chains, under the names Sudoku Explainer and HoDoKu give them, and they never guess: every puzzle with one solution is solved by logic alone.</source>
        <translation>Indiciile folosesc tehnicile jucătorilor puternici, de la singuri la lanțuri forțate, cu numele pe care li le dau Sudoku Explainer și HoDoKu, și nu ghicesc niciodată: orice puzzle cu o singură soluție se rezolvă doar prin logică.</translation>
    </message>
    <message>
        <source>Watching the solver</source>
        <translation>Urmărirea rezolvitorului</translation>
    </message>
    <message>
        <source>F5 (Solve › Watch Solve) shows a solving algorithm at work on the puzzle, step by step, in the solver panel: backtracking tries digits and takes them back, constraint propagation fills in what it can, and the human-style solver uses the techniques of the hints. Choose the algorithm and the pace in the panel; F6 takes one step, Shift+F5 stops. Solve › Compare Algorithms (F7) runs them all on the puzzle and compares their work.</source>
        <translation>F5 (Rezolvare › Urmărește rezolvarea) arată un algoritm de rezolvare la lucru pe puzzle, pas cu pas, în panoul rezolvitorului: backtracking-ul încearcă cifre și le retrage, propagarea constrângerilor completează ce poate, iar rezolvitorul în stil uman folosește tehnicile indiciilor. Alegeți algoritmul și ritmul în panou; F6 face un pas, Shift+F5 oprește. Rezolvare › Compară algoritmii (F7) îi rulează pe toți pe puzzle și le compară munca.</translation>
    </message>
    <message>
        <source>New puzzles and sizes</source>
        <translation>Puzzle-uri noi și mărimi</translation>
    </message>
    <message>
        <source>Game › New Game (Ctrl+N) makes a puzzle of the level and size you choose, from 4×4 for beginners and children to 25×25; each level names the techniques it needs. Game › Open reads puzzles from files in the common formats, Edit › Paste from the clipboard, and Game › Enter a Puzzle (Ctrl+E) lets you type one in from a newspaper: it is checked for exactly one solution before play starts.</source>
        <translation>Joc › Joc nou (Ctrl+N) face un puzzle de nivelul și mărimea alese, de la 4×4 pentru începători și copii până la 25×25; fiecare nivel numește tehnicile de care are nevoie. Joc › Deschide citește puzzle-uri din fișiere în formatele obișnuite, Editare › Lipește grila din clipboard, iar Joc › Introdu o grilă (Ctrl+E) vă lasă să tastați una dintr-un ziar: înainte de a începe jocul se verifică dacă are exact o soluție.</translation>
    </message>
    <message>
        <source>Every key is listed under Help › Keyboard Shortcuts.</source>
        <translation>Toate tastele sunt în Ajutor › Scurtături de tastatură.</translation>
    </message>
</context>
<context>
    <name>InputFile</name>
    <message>
        <source>It is a folder, not a file.</source>
        <translation>Este un dosar, nu un fișier.</translation>
    </message>
    <message>
        <source>It is a pipe (a FIFO), not a file: Sudoku Studio reads puzzles only from files.</source>
        <translation>Este un canal (un FIFO), nu un fișier: Sudoku Studio citește grile doar din fișiere.</translation>
    </message>
    <message>
        <source>It is a socket, not a file: Sudoku Studio reads puzzles only from files.</source>
        <translation>Este un socket, nu un fișier: Sudoku Studio citește grile doar din fișiere.</translation>
    </message>
    <message>
        <source>It is a device, not a file: Sudoku Studio reads puzzles only from files.</source>
        <translation>Este un dispozitiv, nu un fișier: Sudoku Studio citește grile doar din fișiere.</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source> and %1 more</source>
        <translation> și încă %1</translation>
    </message>
    <message>
        <source>Open Puzzle</source>
        <translation>Deschide grila</translation>
    </message>
    <message>
        <source>Sudoku Studio cannot open the game “%1”.</source>
        <translation>Sudoku Studio nu poate deschide jocul „%1”.</translation>
    </message>
    <message>
        <source>Sudoku Studio cannot read a puzzle from “%1”.</source>
        <translation>Sudoku Studio nu poate citi o grilă din „%1”.</translation>
    </message>
    <message>
        <source>The game in play is unchanged.</source>
        <translation>Jocul în desfășurare rămâne neschimbat.</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Salvează jocul</translation>
    </message>
    <message>
        <source>Sudoku Studio cannot save to “%1”: %2</source>
        <translation>Sudoku Studio nu poate salva în „%1”: %2</translation>
    </message>
    <message>
        <source>Autosave Failed</source>
        <translation>Salvarea automată a eșuat</translation>
    </message>
    <message>
        <source>Sudoku Studio cannot save your game to “%1”: %2</source>
        <translation>Sudoku Studio nu poate salva jocul în „%1”: %2</translation>
    </message>
    <message>
        <source>Your moves since the last save are not safe if the program stops. It tries again with every change; Save As in the Game menu keeps a copy elsewhere.</source>
        <translation>Mutările tale de la ultima salvare nu sunt în siguranță dacă programul se oprește. Programul reîncearcă la fiecare modificare; „Salvează ca” din meniul Joc păstrează o copie în altă parte.</translation>
    </message>
    <message>
        <source>Quit Without Saving?</source>
        <translation>Ieși fără să salvezi?</translation>
    </message>
    <message>
        <source>The game could not be saved to “%1”: %2</source>
        <translation>Jocul nu a putut fi salvat în „%1”: %2</translation>
    </message>
    <message>
        <source>If you quit now, the next start cannot resume this game.</source>
        <translation>Dacă ieși acum, la următoarea pornire acest joc nu va putea fi reluat.</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Salvează c&amp;a…</translation>
    </message>
    <message>
        <source>&amp;Quit Anyway</source>
        <translation>&amp;Ieși oricum</translation>
    </message>
    <message>
        <source>Game Not Resumed</source>
        <translation>Jocul nu a fost reluat</translation>
    </message>
    <message>
        <source>The game saved when Sudoku Studio last closed could not be read: %1</source>
        <translation>Jocul salvat la ultima închidere a Sudoku Studio nu a putut fi citit: %1</translation>
    </message>
    <message>
        <source>The damaged file is kept as “%1”. A new game has started.</source>
        <translation>Fișierul deteriorat este păstrat ca „%1”. A început un joc nou.</translation>
    </message>
    <message>
        <source>The damaged file stays at “%1”: it could not be moved aside (%2). A new game has started.</source>
        <translation>Fișierul deteriorat rămâne în „%1”: nu a putut fi mutat deoparte (%2). A început un joc nou.</translation>
    </message>
    <message>
        <source>Replace the Game?</source>
        <translation>Înlocuiești jocul?</translation>
    </message>
    <message>
        <source>The game in progress and your entries in it will be replaced.</source>
        <translation>Jocul în desfășurare și cifrele introduse de tine în el vor fi înlocuite.</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Înlocuiește</translation>
    </message>
    <message>
        <source>Enter a Puzzle</source>
        <translation>Introdu o grilă</translation>
    </message>
    <message>
        <source>This puzzle has no solution.</source>
        <translation>Această grilă nu are soluție.</translation>
    </message>
    <message>
        <source>These cells repeat a digit in a row, column or box: %1.</source>
        <translation>Aceste celule repetă o cifră într-un rând, o coloană sau un careu: %1.</translation>
    </message>
    <message>
        <source>Every attempt to complete it runs into a contradiction.</source>
        <translation>Orice încercare de a o completa duce la o contradicție.</translation>
    </message>
    <message>
        <source>No digit can be completed here: %1.</source>
        <translation>Nicio cifră nu poate fi pusă aici: %1.</translation>
    </message>
    <message>
        <source>This puzzle has more than one solution.</source>
        <translation>Această grilă are mai multe soluții.</translation>
    </message>
    <message>
        <source>Two of its solutions differ in these cells: %1.
Play it anyway?</source>
        <translation>Două dintre soluțiile ei diferă în aceste celule: %1.
O jucați totuși?</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Rezolvată</translation>
    </message>
    <message>
        <source>You solved it in %1.</source>
        <translation>Ai rezolvat-o în %1.</translation>
    </message>
    <message>
        <source>Start a new puzzle from the Game menu.</source>
        <translation>Începe o grilă nouă din meniul Joc.</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Best Times</source>
        <translation>Cei mai buni timpi</translation>
    </message>
    <message>
        <source>&lt;table&gt;%1&lt;/table&gt;</source>
        <translation>&lt;table&gt;%1&lt;/table&gt;</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Resetează</translation>
    </message>
    <message>
        <source>About Sudoku Studio</source>
        <translation>Despre Sudoku Studio</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Sudoku Studio %1&lt;/h3&gt;&lt;p&gt;Play Sudoku with pencil marks, undo and autosave; ask for a hint that explains the next logical step; watch six classic algorithms solve a puzzle, step by step, and compare them.&lt;/p&gt;&lt;p&gt;&lt;tt&gt;sudoku-cli&lt;/tt&gt; solves, counts, rates, generates and benchmarks puzzles from the command line.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Sudoku Studio %1&lt;/h3&gt;&lt;p&gt;Joacă Sudoku cu notițe, anulare și salvare automată; cere un indiciu care explică următorul pas logic; urmărește șase algoritmi clasici rezolvând o grilă, pas cu pas, și compară-i.&lt;/p&gt;&lt;p&gt;&lt;tt&gt;sudoku-cli&lt;/tt&gt; rezolvă grile, le numără soluțiile, le evaluează, le generează și măsoară performanța, din linia de comandă.&lt;/p&gt;&lt;p&gt;Construit cu Qt %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Limbă</translation>
    </message>
    <message>
        <source>The new language shows when Sudoku Studio starts again.</source>
        <translation>Noua limbă va apărea la următoarea pornire a Sudoku Studio.</translation>
    </message>
    <message>
        <source>Puzzles solved without hints count, by the level and size of the puzzle.</source>
        <translation>Contează grilele rezolvate fără indicii, după nivelul și dimensiunea grilei.</translation>
    </message>
    <message>
        <source>&lt;p&gt;Sudoku Studio is free software: you may share and change it under the GNU General Public License, version 3 or any later version (GPL-3.0-or-later). It comes with no warranty. It uses Qt under Qt&apos;s own licence: see Help › About Qt.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Sudoku Studio este software liber: îl puteți distribui și modifica în termenii Licenței Publice Generale GNU, versiunea 3 sau orice versiune ulterioară (GPL-3.0-or-later). Nu vine cu nicio garanție. Folosește Qt sub licența proprie a Qt: vedeți Ajutor › Despre Qt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Save it first to come back to it later.</source>
        <translation>Salvați-l mai întâi ca să reveniți la el mai târziu.</translation>
    </message>
    <message>
        <source>&amp;Save First</source>
        <translation>&amp;Salvează întâi</translation>
    </message>
</context>
<context>
    <name>Print</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>Pagina %1 din %2</translation>
    </message>
    <message>
        <source>Solution: %1</source>
        <translation>Soluție: %1</translation>
    </message>
</context>
<context>
    <name>PuzzleListModel</name>
    <message>
        <source>unreadable: %1</source>
        <translation>nu poate fi citită: %1</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Linia</translation>
    </message>
    <message>
        <source>Clues</source>
        <translation>Cifre date</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Grilă</translation>
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
        <translation>Salvează</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Salvează tot</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Deschide</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Da</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Da la &amp;toate</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nu</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>Nu la t&amp;oate</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Abandonează</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Reîncearcă</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignoră</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Închide</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Renunță</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ajutor</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplică</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Resetează</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Restabilește valorile implicite</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Play and solve Sudoku.</source>
        <translation>Joacă și rezolvă Sudoku.</translation>
    </message>
    <message>
        <source>A puzzle file to open.</source>
        <translation>Un fișier cu grile de deschis.</translation>
    </message>
    <message>
        <source>Show the window in this language (%1) instead of the system&apos;s.</source>
        <translation>Afișează fereastra în această limbă (%1) în locul limbii sistemului.</translation>
    </message>
    <message>
        <source>sudoku: unknown language &quot;%1&quot;; available: %2.
</source>
        <translation>sudoku: limbă necunoscută „%1”; disponibile: %2.
</translation>
    </message>
</context>
<context>
    <name>sudoku::BoardWidget</name>
    <message>
        <source>Sudoku board</source>
        <translation>Tabla de Sudoku</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pauză</translation>
    </message>
    <message>
        <source>Press P or click to resume</source>
        <translation>Apasă P sau dă clic pentru a relua</translation>
    </message>
</context>
<context>
    <name>sudoku::CompareDialog</name>
    <message>
        <source>Compare Algorithms</source>
        <translation>Compară algoritmii</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algoritm</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Rezultat</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Evenimente</translation>
    </message>
    <message>
        <source>Placements</source>
        <translation>Plasări</translation>
    </message>
    <message>
        <source>Guesses</source>
        <translation>Presupuneri</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>Reveniri</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Timp</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Oprește</translation>
    </message>
    <message>
        <source>&amp;Run Again</source>
        <translation>&amp;Rulează din nou</translation>
    </message>
    <message>
        <source>running…</source>
        <translation>rulează…</translation>
    </message>
    <message>
        <source>Every algorithm solves %1 in turn; each gets at most %2 seconds.</source>
        <translation>Fiecare algoritm rezolvă pe rând %1; fiecare are la dispoziție cel mult %2 s.</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>rezolvat</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>fără soluție</translation>
    </message>
    <message>
        <source>stopped after %1 events</source>
        <translation>oprit după evenimentul %1</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>anulat</translation>
    </message>
    <message>
        <source>It needed more than the %1 seconds each algorithm gets.</source>
        <translation>A avut nevoie de mai mult decât cele %1 s pe care le primește fiecare algoritm.</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>oprit</translation>
    </message>
    <message>
        <source>Stopped. Run Again compares every algorithm from the start.</source>
        <translation>Oprit. „Rulează din nou” compară toți algoritmii de la început.</translation>
    </message>
    <message>
        <source>Every algorithm on %1. Events are every move an algorithm makes; placements, every digit it writes; guesses, the digits it may take back to try another.</source>
        <translation>Toți algoritmii pe %1. Evenimentele sunt toate mutările pe care le face un algoritm; plasările, toate cifrele pe care le scrie; presupunerile, cifrele pe care le poate retrage ca să încerce alta.</translation>
    </message>
</context>
<context>
    <name>sudoku::Game</name>
    <message>
        <source>Clear %1</source>
        <translation>Golește %1</translation>
    </message>
    <message>
        <source>Give %1 in %2</source>
        <translation>Cifră dată %1 în %2</translation>
    </message>
    <message>
        <source>Place %1 in %2</source>
        <translation>Plasează %1 în %2</translation>
    </message>
    <message>
        <source>Pencil %1 in %2</source>
        <translation>Notiță %1 în %2</translation>
    </message>
    <message>
        <source>Erase pencil %1 in %2</source>
        <translation>Șterge notița %1 din %2</translation>
    </message>
    <message>
        <source>Erase pencil marks in %1</source>
        <translation>Șterge notițele din %1</translation>
    </message>
    <message>
        <source>Fill pencil marks</source>
        <translation>Completează notițele</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Reia de la început</translation>
    </message>
    <message>
        <source>Your puzzle</source>
        <translation>Grila ta</translation>
    </message>
    <message numerus="yes">
        <source>Correct %n mistake(s)</source>
        <translation>
            <numerusform>Corectează %n greșeală</numerusform>
            <numerusform>Corectează %n greșeli</numerusform>
            <numerusform>Corectează %n de greșeli</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear the colour of %1</source>
        <translation>Șterge culoarea lui %1</translation>
    </message>
    <message>
        <source>Colour %1 %2</source>
        <translation>Colorează %1 în %2</translation>
    </message>
    <message>
        <source>Clear the colour of %1 in %2</source>
        <translation>Șterge culoarea lui %1 în %2</translation>
    </message>
    <message>
        <source>Colour %1 in %2 %3</source>
        <translation>Colorează %1 în %2 în %3</translation>
    </message>
    <message>
        <source>Clear the colours of %1</source>
        <translation>Șterge culorile lui %1</translation>
    </message>
    <message>
        <source>Clear all colours</source>
        <translation>Șterge toate culorile</translation>
    </message>
</context>
<context>
    <name>sudoku::HelpDialog</name>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Scurtături de tastatură</translation>
    </message>
</context>
<context>
    <name>sudoku::HintPanel</name>
    <message>
        <source>Hint</source>
        <translation>Indiciu</translation>
    </message>
    <message>
        <source>First where to look, then why, then apply it (H)</source>
        <translation>Întâi unde să cauți, apoi de ce, apoi aplică-l (H)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Apply the next logical step and explain it (S)</source>
        <translation>Aplică următorul pas logic și explică-l (S)</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>Se gândește</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <source>Stop looking for the hint (Esc)</source>
        <translation>Oprește căutarea indiciului (Esc)</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Anterioara</translation>
    </message>
    <message>
        <source>The previous branch of the forcing chain (Page Up)</source>
        <translation>Ramura anterioară a lanțului de forțare (Page Up)</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Următoarea ▶</translation>
    </message>
    <message>
        <source>The next branch of the forcing chain (Page Down)</source>
        <translation>Ramura următoare a lanțului de forțare (Page Down)</translation>
    </message>
    <message>
        <source>Chains in &amp;Eureka notation</source>
        <translation>Lanțuri în notația &amp;Eureka</translation>
    </message>
    <message>
        <source>Write chains as (4)r7c8=(4)r78c9-(4)r6c9…: &apos;=&apos; a strong link, &apos;-&apos; a weak one</source>
        <translation>Scrie lanțurile ca (4)r7c8=(4)r78c9-(4)r6c9…: „=” o legătură tare, „-” una slabă</translation>
    </message>
</context>
<context>
    <name>sudoku::HintSession</name>
    <message>
        <source>Thinking…</source>
        <translation>Se gândește…</translation>
    </message>
    <message>
        <source>Step stopped. Nothing on the board has changed.</source>
        <translation>Pas oprit. Nimic nu s-a schimbat pe tablă.</translation>
    </message>
    <message>
        <source>Hint stopped. Nothing on the board has changed.</source>
        <translation>Indiciu oprit. Nimic nu s-a schimbat pe tablă.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Indiciu: %1</translation>
    </message>
    <message>
        <source>Corrected. Carry on!</source>
        <translation>Corectat. Continuă!</translation>
    </message>
    <message>
        <source>Corrected %1 mistakes. Carry on!</source>
        <translation>Greșeli corectate: %1. Continuă!</translation>
    </message>
    <message>
        <source>Show Me</source>
        <translation>Arată-mi</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplică</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>Corectează</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Indiciu</translation>
    </message>
    <message>
        <source>The %1 in %2 is wrong.</source>
        <translation>Cifra %1 din %2 este greșită.</translation>
    </message>
    <message>
        <source>These digits are wrong: %1.</source>
        <translation>Aceste cifre sunt greșite: %1.</translation>
    </message>
    <message>
        <source>Press Hint again to correct it.</source>
        <translation>Apasă din nou „Indiciu” ca s-o corectezi.</translation>
    </message>
    <message>
        <source>Press Hint again to correct all %1.</source>
        <translation>Apasă din nou „Indiciu” ca să le corectezi pe toate cele %1.</translation>
    </message>
    <message>
        <source>This puzzle has no solution: its givens contradict each other, so no hint can help.</source>
        <translation>Această grilă nu are soluție: cifrele ei date se contrazic, așa că niciun indiciu nu poate ajuta.</translation>
    </message>
    <message>
        <source>This puzzle has more than one solution, so no step can be certain. The marked cells differ between two of its solutions.</source>
        <translation>Această grilă are mai multe soluții, așa că niciun pas nu poate fi sigur. Celulele marcate diferă între două dintre soluțiile ei.</translation>
    </message>
    <message>
        <source>The board is full and correct: nothing left to find.</source>
        <translation>Tabla este completă și corectă: nu mai e nimic de găsit.</translation>
    </message>
    <message>
        <source>No technique Sudoku Studio knows applies here. Watch the human-logic solver to see where it has to guess.</source>
        <translation>Nicio tehnică pe care o cunoaște Sudoku Studio nu se aplică aici. Urmărește algoritmul Logică umană ca să vezi unde trebuie să facă o presupunere.</translation>
    </message>
    <message>
        <source>The search for a step was stopped. Nothing on the board has changed.</source>
        <translation>Căutarea unui pas a fost oprită. Nimic nu s-a schimbat pe tablă.</translation>
    </message>
    <message>
        <source>Correcting it also puts back the pencil marks it struck out.</source>
        <translation>Corectarea ei pune la loc și notițele pe care le-a tăiat.</translation>
    </message>
    <message>
        <source>Correcting them also puts back the pencil marks they struck out.</source>
        <translation>Corectarea lor pune la loc și notițele pe care le-au tăiat.</translation>
    </message>
    <message>
        <source>The pencil marks of %1 lack a candidate the solution needs.</source>
        <translation>Notițelor din %1 le lipsește un candidat de care soluția are nevoie.</translation>
    </message>
    <message>
        <source>The pencil marks of %1 each lack a candidate the solution needs.</source>
        <translation>În fiecare dintre celulele %1, notițelor le lipsește un candidat de care soluția are nevoie.</translation>
    </message>
    <message>
        <source>None of the techniques hints may use applies here. Settings › Hints… allows more.</source>
        <translation>Niciuna dintre tehnicile pe care le pot folosi indiciile nu se aplică aici. Setări › Indicii… permite mai multe.</translation>
    </message>
</context>
<context>
    <name>sudoku::HintTechniquesDialog</name>
    <message>
        <source>Hints</source>
        <translation>Indicii</translation>
    </message>
    <message>
        <source>Hint and Step use only the techniques ticked here, and always the singles, so that a hint can place a digit. The rating of a puzzle uses every technique.</source>
        <translation>Indiciu și Pas folosesc doar tehnicile bifate aici, și mereu singurii, ca un indiciu să poată pune o cifră. Evaluarea unui puzzle folosește toate tehnicile.</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>Tehnică</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Evaluare</translation>
    </message>
    <message>
        <source>Difficulty on Sudoku Explainer&apos;s scale</source>
        <translation>Dificultatea pe scara Sudoku Explainer</translation>
    </message>
    <message>
        <source>%1 — always used</source>
        <translation>%1 — folosite mereu</translation>
    </message>
    <message>
        <source>A hint must always be able to place a digit.</source>
        <translation>Un indiciu trebuie să poată pune mereu o cifră.</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <comment>a range of ratings</comment>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>&amp;All</source>
        <translation>&amp;Toate</translation>
    </message>
    <message>
        <source>No &amp;Uniqueness</source>
        <translation>Fără &amp;unicitate</translation>
    </message>
    <message>
        <source>Every technique but those that assume the puzzle has one solution</source>
        <translation>Toate tehnicile, în afară de cele care presupun că puzzle-ul are o singură soluție</translation>
    </message>
</context>
<context>
    <name>sudoku::Legend</name>
    <message>
        <source>Digit tried</source>
        <translation>Cifră încercată</translation>
    </message>
    <message>
        <source>Digit placed</source>
        <translation>Cifră plasată</translation>
    </message>
    <message>
        <source>Candidate removed</source>
        <translation>Candidat eliminat</translation>
    </message>
    <message>
        <source>Unit of a step</source>
        <translation>Unitatea unui pas</translation>
    </message>
    <message>
        <source>Guess</source>
        <translation>Presupunere</translation>
    </message>
    <message>
        <source>Backtrack</source>
        <translation>Revenire</translation>
    </message>
    <message>
        <source>Dead end</source>
        <translation>Fundătură</translation>
    </message>
    <message>
        <source>Chain: so it is</source>
        <translation>Lanț: deci este</translation>
    </message>
    <message>
        <source>Chain: so it is not</source>
        <translation>Lanț: deci nu este</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Legendă</translation>
    </message>
</context>
<context>
    <name>sudoku::MainWindow</name>
    <message>
        <source>Type the givens of your puzzle, then press Start.</source>
        <translation>Introdu cifrele date ale grilei tale, apoi apasă „Începe”.</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>Î&amp;ncepe</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <source>Watch the Solver</source>
        <translation>Urmărește rezolvarea</translation>
    </message>
    <message>
        <source>&amp;Easy</source>
        <translation>&amp;Ușoară</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>&amp;Medie</translation>
    </message>
    <message>
        <source>&amp;Hard</source>
        <translation>&amp;Grea</translation>
    </message>
    <message>
        <source>New easy puzzle</source>
        <translation>Grilă nouă ușoară</translation>
    </message>
    <message>
        <source>New medium puzzle</source>
        <translation>Grilă nouă medie</translation>
    </message>
    <message>
        <source>New hard puzzle</source>
        <translation>Grilă nouă grea</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>Joc &amp;nou…</translation>
    </message>
    <message>
        <source>A new puzzle of the level you choose</source>
        <translation>O grilă nouă, de nivelul ales de tine</translation>
    </message>
    <message>
        <source>&amp;Best Times</source>
        <translation>Cei mai &amp;buni timpi</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Deschide…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salvează</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Salvează c&amp;a…</translation>
    </message>
    <message>
        <source>&amp;Enter a Puzzle…</source>
        <translation>&amp;Introdu o grilă…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Reia de la început</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pauză</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>I&amp;eși</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Anulează</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refă</translation>
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
        <translation>&amp;Copiază grila</translation>
    </message>
    <message>
        <source>Copy Current &amp;State</source>
        <translation>Copiază &amp;starea curentă</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Paste Puzzle</source>
        <translation>&amp;Lipește grila</translation>
    </message>
    <message>
        <source>&amp;Fill Pencil Marks</source>
        <translation>Completează &amp;notițele</translation>
    </message>
    <message>
        <source>Ctrl+M</source>
        <translation>Ctrl+M</translation>
    </message>
    <message>
        <source>Pe&amp;ncil Mode</source>
        <translation>Mod n&amp;otițe</translation>
    </message>
    <message>
        <source>Show &amp;Mistakes</source>
        <translation>Arată &amp;greșelile</translation>
    </message>
    <message>
        <source>&amp;Remove Pencil Marks Automatically</source>
        <translation>Elimină &amp;automat notițele</translation>
    </message>
    <message>
        <source>&amp;Solver Panel</source>
        <translation>&amp;Panoul de rezolvare</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indiciu</translation>
    </message>
    <message>
        <source>First where to look, then why, then apply it</source>
        <translation>Întâi unde să cauți, apoi de ce, apoi aplică-l</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>&amp;Pas</translation>
    </message>
    <message>
        <source>Apply the next logical step and explain it</source>
        <translation>Aplică următorul pas logic și explică-l</translation>
    </message>
    <message>
        <source>Stop &amp;Thinking</source>
        <translation>Oprește &amp;căutarea</translation>
    </message>
    <message>
        <source>Stop looking for a hint or step</source>
        <translation>Oprește căutarea unui indiciu sau a unui pas</translation>
    </message>
    <message>
        <source>&amp;Previous Branch</source>
        <translation>Ramura &amp;anterioară</translation>
    </message>
    <message>
        <source>The previous branch of a forcing chain</source>
        <translation>Ramura anterioară a unui lanț de forțare</translation>
    </message>
    <message>
        <source>&amp;Next Branch</source>
        <translation>Ramura &amp;următoare</translation>
    </message>
    <message>
        <source>The next branch of a forcing chain</source>
        <translation>Ramura următoare a unui lanț de forțare</translation>
    </message>
    <message>
        <source>&amp;Watch Solve / Pause</source>
        <translation>Urmărește &amp;rezolvarea / Pauză</translation>
    </message>
    <message>
        <source>Step &amp;Forward</source>
        <translation>Pas înain&amp;te</translation>
    </message>
    <message>
        <source>S&amp;top Solve</source>
        <translation>&amp;Oprește rezolvarea</translation>
    </message>
    <message>
        <source>&amp;Compare Algorithms…</source>
        <translation>Compară al&amp;goritmii…</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Scurtături de tastatură</translation>
    </message>
    <message>
        <source>&amp;About Sudoku Studio</source>
        <translation>&amp;Despre Sudoku Studio</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Joc</translation>
    </message>
    <message>
        <source>Bundled &amp;Puzzle</source>
        <translation>&amp;Grilă inclusă</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editare</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>&amp;Rezolvare</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vizualizare</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ajutor</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Despre &amp;Qt</translation>
    </message>
    <message>
        <source>Saved again.</source>
        <translation>Salvat din nou.</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pauză</translation>
    </message>
    <message>
        <source>Pencil</source>
        <translation>Notițe</translation>
    </message>
    <message>
        <source>Open Puzzle or Game</source>
        <translation>Deschide o grilă sau un joc</translation>
    </message>
    <message>
        <source>Puzzles and games (*.txt *.sdk *.ss *.%1);;All files (*)</source>
        <translation>Grile și jocuri (*.txt *.sdk *.ss *.%1);;Toate fișierele (*)</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Nesalvat</translation>
    </message>
    <message>
        <source>The game could not be saved to “%1”: %2</source>
        <translation>Jocul nu a putut fi salvat în „%1”: %2</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Salvarea automată a eșuat: %1</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Salvează jocul</translation>
    </message>
    <message>
        <source>Sudoku Studio games (*.%1)</source>
        <translation>Jocuri Sudoku Studio (*.%1)</translation>
    </message>
    <message>
        <source>Puzzle copied as a line</source>
        <translation>Grila a fost copiată pe o singură linie</translation>
    </message>
    <message>
        <source>Current state copied as a line</source>
        <translation>Starea curentă a fost copiată pe o singură linie</translation>
    </message>
    <message>
        <source>the clipboard</source>
        <translation>clipboard</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>Clipboardul nu conține text.</translation>
    </message>
    <message>
        <source>Your puzzle has exactly one solution. Enjoy!</source>
        <translation>Grila ta are exact o soluție. Distracție plăcută!</translation>
    </message>
    <message>
        <source>%1 solved it in %2 events. Undo takes the solution back.</source>
        <translation>%1: grila a fost rezolvată (evenimente: %2). „Anulează” retrage soluția.</translation>
    </message>
    <message>
        <source>%1 found no solution.</source>
        <translation>%1: nu s-a găsit nicio soluție.</translation>
    </message>
    <message>
        <source>Persian &amp;Digits</source>
        <translation>Cifre pe&amp;rsane</translation>
    </message>
    <message>
        <source>Write digits as ۱۲۳ instead of 123; typing accepts both</source>
        <translation>Scrie cifrele ca ۱۲۳ în loc de 123; la tastare sunt acceptate ambele</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Limbă</translation>
    </message>
    <message>
        <source>&amp;System Default</source>
        <translation>Limba &amp;sistemului</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Temă</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Sistem</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Luminoasă</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>Î&amp;ntunecată</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Tipărește…</translation>
    </message>
    <message>
        <source>Print this puzzle, or a booklet of new ones</source>
        <translation>Tipărește această grilă sau o broșură de grile noi</translation>
    </message>
    <message>
        <source>E&amp;xport PDF…</source>
        <translation>E&amp;xportă ca PDF…</translation>
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
        <translation>Exportă ca PDF</translation>
    </message>
    <message>
        <source>&amp;Letters (A–P)</source>
        <translation>&amp;Litere (A–P)</translation>
    </message>
    <message>
        <source>&amp;Numbers (10–25)</source>
        <translation>&amp;Numere (10–25)</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>Enter a Puzzle of &amp;Size</source>
        <translation>Introdu o grilă de altă &amp;dimensiune</translation>
    </message>
    <message>
        <source>Digits &amp;Above 9</source>
        <translation>Cifre &amp;peste 9</translation>
    </message>
    <message>
        <source>How 16×16 and 25×25 boards write 10 and up</source>
        <translation>Cum scriu grilele de 16×16 și 25×25 numerele de la 10 în sus</translation>
    </message>
    <message>
        <source>Enter a Puzzle</source>
        <translation>Introdu o grilă</translation>
    </message>
    <message>
        <source>The size of the board:</source>
        <translation>Mărimea grilei:</translation>
    </message>
    <message>
        <source>&amp;Filter</source>
        <translation>&amp;Filtru</translation>
    </message>
    <message>
        <source>Cells with &amp;Two Candidates</source>
        <translation>Celule cu &amp;doi candidați</translation>
    </message>
    <message>
        <source>Where %1 Can Go</source>
        <translation>Unde poate fi %1</translation>
    </message>
    <message>
        <source>&amp;No Pen</source>
        <translation>&amp;Fără creion colorat</translation>
    </message>
    <message>
        <source>&amp;%1 %2 (%3)</source>
        <translation>&amp;%1 %2 (%3)</translation>
    </message>
    <message>
        <source>Put the colour pen down: clicks select cells</source>
        <translation>Lasă creionul colorat: clicurile selectează celule</translation>
    </message>
    <message>
        <source>Take up the %1 pen (again: put it down)</source>
        <translation>Ia creionul %1 (din nou: lasă-l)</translation>
    </message>
    <message>
        <source>Clear the Cell&apos;s &amp;Colours</source>
        <translation>Șterge &amp;culorile celulei</translation>
    </message>
    <message>
        <source>Clear &amp;All Colours</source>
        <translation>Șterge &amp;toate culorile</translation>
    </message>
    <message>
        <source>C&amp;olours</source>
        <translation>C&amp;ulori</translation>
    </message>
    <message>
        <source>%1 pen</source>
        <translation>creion %1</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Cum se joacă</translation>
    </message>
    <message>
        <source>The rules, and how to play, take hints and watch the solver</source>
        <translation>Regulile și cum se joacă, se cer indicii și se urmărește rezolvitorul</translation>
    </message>
    <message>
        <source>&amp;Hints…</source>
        <translation>&amp;Indicii…</translation>
    </message>
    <message>
        <source>The techniques hints and Step may use</source>
        <translation>Tehnicile pe care le pot folosi indiciile și Pas</translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation>Se&amp;tări</translation>
    </message>
</context>
<context>
    <name>sudoku::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Joc nou</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Too rare to generate: one of the hardest puzzles known, in a new guise.</source>
        <translation>Prea rare pentru a fi generate: una dintre cele mai grele grile cunoscute, sub o nouă înfățișare.</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aleatoriu</translation>
    </message>
    <message>
        <source>The same seed, level and symmetry make the same puzzle: share it with a friend.</source>
        <translation>Aceeași sămânță, același nivel și aceeași simetrie dau aceeași grilă: împărtășește-o cu un prieten.</translation>
    </message>
    <message>
        <source>&amp;Symmetry</source>
        <translation>&amp;Simetrie</translation>
    </message>
    <message>
        <source>S&amp;eed</source>
        <translation>Să&amp;mânță</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Generează</translation>
    </message>
    <message>
        <source>Nightmare puzzles are too rare to generate: one of the hardest known comes in a new guise (digits, rows and columns shuffled), and is rated.</source>
        <translation>Grilele de nivel Coșmar sunt prea rare pentru a fi generate: una dintre cele mai grele grile cunoscute apare sub o nouă înfățișare (cifre, rânduri și coloane amestecate) și este evaluată.</translation>
    </message>
    <message>
        <source>Making %1 puzzle…</source>
        <translation>Se generează o grilă de nivel %1…</translation>
    </message>
    <message>
        <source>Stopped. Generate tries again.</source>
        <translation>Oprit. „Generează” încearcă din nou.</translation>
    </message>
    <message>
        <source>Children start on 4×4 and 6×6; 16×16 and 25×25 are long games.</source>
        <translation>Copiii încep cu 4×4 și 6×6; 16×16 și 25×25 sunt jocuri lungi.</translation>
    </message>
    <message>
        <source>Si&amp;ze</source>
        <translation>&amp;Dimensiune</translation>
    </message>
    <message numerus="yes">
        <source>No %1 puzzle of this size turned up in %n attempt(s): try another level.</source>
        <translation>
            <numerusform>Nicio grilă de nivel %1 de această dimensiune în %n încercare: încearcă alt nivel.</numerusform>
            <numerusform>Nicio grilă de nivel %1 de această dimensiune în %n încercări: încearcă alt nivel.</numerusform>
            <numerusform>Nicio grilă de nivel %1 de această dimensiune în %n de încercări: încearcă alt nivel.</numerusform>
        </translation>
    </message>
    <message>
        <source>A 25×25 puzzle this hard can take many minutes to make.</source>
        <translation>Crearea unei grile de 25×25 atât de grele poate dura multe minute.</translation>
    </message>
    <message>
        <source>A 25×25 puzzle can take several seconds to make.</source>
        <translation>Crearea unei grile de 25×25 poate dura câteva secunde.</translation>
    </message>
    <message>
        <source>Choose the level of your first puzzle, and its size. Game › New Game offers the same choice at any time.</source>
        <translation>Alegeți nivelul primului puzzle și mărimea lui. Joc › Joc nou oferă aceeași alegere oricând.</translation>
    </message>
    <message>
        <source>Stuck? Hint (H) first shows where to look, then why, then makes the step. Hints explain every step, never guess, and never simply give a digit away.</source>
        <translation>Blocat? Indiciul (H) arată întâi unde să priviți, apoi de ce, apoi face pasul. Indiciile explică fiecare pas, nu ghicesc niciodată și nu dau niciodată pur și simplu o cifră.</translation>
    </message>
    <message>
        <source>Welcome to Sudoku Studio</source>
        <translation>Bun venit în Sudoku Studio</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Joacă</translation>
    </message>
    <message>
        <source>&amp;Skip</source>
        <translation>&amp;Sari peste</translation>
    </message>
    <message>
        <source>Play the bundled easy puzzle; this question is not asked again</source>
        <translation>Jucați puzzle-ul ușor inclus; această întrebare nu se mai pune</translation>
    </message>
</context>
<context>
    <name>sudoku::NumberPad</name>
    <message>
        <source>Erase</source>
        <translation>Șterge</translation>
    </message>
    <message>
        <source>Clear the selected cell (Delete)</source>
        <translation>Golește celula selectată (Delete)</translation>
    </message>
    <message>
        <source>Pencil mode: digits toggle pencil marks (Space or N)</source>
        <translation>Mod notițe: cifrele adaugă sau șterg notițe (Space sau N)</translation>
    </message>
    <message>
        <source>Pencil: On</source>
        <translation>Notițe: activat</translation>
    </message>
    <message>
        <source>Pencil: Off</source>
        <translation>Notițe: dezactivat</translation>
    </message>
    <message>
        <source>No colour pen: a click selects a cell (Esc, Ctrl+Alt+0)</source>
        <translation>Fără creion colorat: un clic selectează o celulă (Esc, Ctrl+Alt+0)</translation>
    </message>
    <message>
        <source>Colour pen: %1, %2. A click paints a candidate, or the cell; so do a digit and Enter (Ctrl+Alt+%3)</source>
        <translation>Creion colorat: %1, %2. Un clic colorează un candidat sau celula; la fel o cifră și Enter (Ctrl+Alt+%3)</translation>
    </message>
    <message>
        <source>No colour pen</source>
        <translation>Fără creion colorat</translation>
    </message>
    <message>
        <source>%1 pen</source>
        <translation>creion %1</translation>
    </message>
</context>
<context>
    <name>sudoku::PlaySession</name>
    <message>
        <source>Easy</source>
        <translation>ușoară</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>medie</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>grea</translation>
    </message>
    <message>
        <source>%1 puzzle %2 (bundled)</source>
        <translation>Grila %1 nr. %2 (inclusă)</translation>
    </message>
    <message>
        <source>It holds no puzzle.</source>
        <translation>Nu conține nicio grilă.</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation>%1 #%2</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Nu se poate crea dosarul %1.</translation>
    </message>
    <message>
        <source>Solve with %1</source>
        <translation>Rezolvă cu %1</translation>
    </message>
    <message>
        <source>With help from hints it does not count as a best time for %1 puzzles.</source>
        <translation>Fiindcă ai folosit indicii, timpul nu contează ca cel mai bun timp pentru grilele de nivel %1.</translation>
    </message>
    <message>
        <source>A new best time for %1 puzzles (it was %2)!</source>
        <translation>Un nou cel mai bun timp pentru grilele de nivel %1 (era %2)!</translation>
    </message>
    <message>
        <source>Your first best time for %1 puzzles.</source>
        <translation>Primul tău cel mai bun timp pentru grilele de nivel %1.</translation>
    </message>
    <message>
        <source>Your best for %1 puzzles: %2.</source>
        <translation>Cel mai bun timp al tău pentru grilele de nivel %1: %2.</translation>
    </message>
    <message>
        <source>Stuck? Hint shows where to look, then why.</source>
        <translation>Te-ai blocat? „Indiciu” îți arată unde să cauți, apoi de ce.</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>%1 · Solved by the solver</source>
        <translation>%1 · Rezolvată automat</translation>
    </message>
    <message>
        <source>%1 · Solved</source>
        <translation>%1 · Rezolvată</translation>
    </message>
    <message>
        <source>%1 · No solution</source>
        <translation>%1 · Fără soluție</translation>
    </message>
    <message>
        <source>%1 · More than one solution</source>
        <translation>%1 · Mai multe soluții</translation>
    </message>
    <message>
        <source>%1[*] — Sudoku Studio</source>
        <translation>%1[*] — Sudoku Studio</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n clue(s)</source>
        <translation>
            <numerusform>%1 · %n cifră dată</numerusform>
            <numerusform>%1 · %n cifre date</numerusform>
            <numerusform>%1 · %n de cifre date</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n hint(s)</source>
        <translation>
            <numerusform>%1 · %n indiciu</numerusform>
            <numerusform>%1 · %n indicii</numerusform>
            <numerusform>%1 · %n de indicii</numerusform>
        </translation>
    </message>
    <message>
        <source>Generated, seed %1</source>
        <translation>Generată, sămânța %1</translation>
    </message>
    <message>
        <source>The text is too long to read as puzzles: %1 MB, where %2 MB is the most. Save it in a file and open the file: a file of any size can be opened.</source>
        <translation>Textul este prea lung pentru a fi citit ca grile: %1 MB, iar maximul este %2 MB. Salvați-l într-un fișier și deschideți fișierul: se poate deschide un fișier de orice mărime.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>best times: a level and a board&apos;s size, as in &apos;easy 9×9 puzzles&apos;</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Pasted puzzle</source>
        <translation>Grilă lipită</translation>
    </message>
    <message>
        <source>Dropped puzzle</source>
        <translation>Grilă adusă prin tragere</translation>
    </message>
    <message>
        <source>%1 · Looking for the solution…</source>
        <translation>%1 · Se caută soluția…</translation>
    </message>
</context>
<context>
    <name>sudoku::PrintDialog</name>
    <message>
        <source>Print</source>
        <translation>Tipărește</translation>
    </message>
    <message>
        <source>&amp;This puzzle</source>
        <translation>&amp;Această grilă</translation>
    </message>
    <message>
        <source>A &amp;booklet of new puzzles</source>
        <translation>O &amp;broșură de grile noi</translation>
    </message>
    <message>
        <source>With my &amp;digits and pencil marks</source>
        <translation>Cu &amp;cifrele și notițele mele</translation>
    </message>
    <message>
        <source>The &amp;solution on a second page</source>
        <translation>&amp;Soluția pe a doua pagină</translation>
    </message>
    <message>
        <source>Solutions at the &amp;back</source>
        <translation>Soluțiile la &amp;final</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Nivel:</translation>
    </message>
    <message>
        <source>&amp;Puzzles:</source>
        <translation>&amp;Grile:</translation>
    </message>
    <message>
        <source>Puzzles a p&amp;age:</source>
        <translation>Grile pe &amp;pagină:</translation>
    </message>
    <message>
        <source>Pre&amp;view…</source>
        <translation>Pre&amp;vizualizează…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Tipărește…</translation>
    </message>
    <message>
        <source>E&amp;xport PDF…</source>
        <translation>E&amp;xportă ca PDF…</translation>
    </message>
    <message numerus="yes">
        <source>Sudoku Studio · %n %1 puzzle(s)</source>
        <translation>
            <numerusform>Sudoku Studio · %n grilă, nivel %1</numerusform>
            <numerusform>Sudoku Studio · %n grile, nivel %1</numerusform>
            <numerusform>Sudoku Studio · %n de grile, nivel %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Sudoku Studio</source>
        <translation>Sudoku Studio</translation>
    </message>
    <message numerus="yes">
        <source>Making %n puzzle(s)…</source>
        <translation>
            <numerusform>Se generează %n grilă…</numerusform>
            <numerusform>Se generează %n grile…</numerusform>
            <numerusform>Se generează %n de grile…</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. %2 · %3</source>
        <translation>%1. %2 · %3</translation>
    </message>
    <message>
        <source>Seed %1</source>
        <translation>Sămânța %1</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s) made.</source>
        <translation>
            <numerusform>%n grilă generată.</numerusform>
            <numerusform>%n grile generate.</numerusform>
            <numerusform>%n de grile generate.</numerusform>
        </translation>
    </message>
    <message>
        <source>Print Preview</source>
        <translation>Previzualizare înainte de tipărire</translation>
    </message>
    <message>
        <source>Sent to the printer.</source>
        <translation>Trimis la imprimantă.</translation>
    </message>
    <message>
        <source>The printer could not be used.</source>
        <translation>Imprimanta nu a putut fi folosită.</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Exportă ca PDF</translation>
    </message>
    <message>
        <source>sudoku.pdf</source>
        <translation>sudoku.pdf</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documente PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Written to %1.</source>
        <translation>Salvat în %1.</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>%1 nu a putut fi scris.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Oprit.</translation>
    </message>
    <message>
        <source>The solution is still being worked out; it can be chosen once it is found.</source>
        <translation>Soluția este încă în curs de aflare; o puteți alege după ce este găsită.</translation>
    </message>
    <message>
        <source>This puzzle has no single solution to print.</source>
        <translation>Această grilă nu are o soluție unică de tipărit.</translation>
    </message>
</context>
<context>
    <name>sudoku::PuzzleChooser</name>
    <message>
        <source>Choose a Puzzle</source>
        <translation>Alege o grilă</translation>
    </message>
    <message>
        <source>&amp;Stop Reading</source>
        <translation>&amp;Oprește citirea</translation>
    </message>
    <message>
        <source>List only the puzzles found so far</source>
        <translation>Listează doar grilele găsite până acum</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln puzzle(s) found so far…</source>
        <translation>
            <numerusform>%1: %Ln grilă găsită până acum…</numerusform>
            <numerusform>%1: %Ln grile găsite până acum…</numerusform>
            <numerusform>%1: %Ln de grile găsite până acum…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %Ln puzzle(s).</source>
        <translation>
            <numerusform>%1 conține %Ln grilă.</numerusform>
            <numerusform>%1 conține %Ln grile.</numerusform>
            <numerusform>%1 conține %Ln de grile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the first %Ln puzzle(s) (reading stopped).</source>
        <translation>
            <numerusform>%1: doar %Ln grilă (citirea a fost oprită).</numerusform>
            <numerusform>%1: primele %Ln grile (citirea a fost oprită).</numerusform>
            <numerusform>%1: primele %Ln de grile (citirea a fost oprită).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cannot be read (hover over it for why).</source>
        <translation>
            <numerusform>%Ln nu poate fi citită (ține mouse-ul deasupra ei ca să vezi de ce).</numerusform>
            <numerusform>%Ln nu pot fi citite (ține mouse-ul deasupra lor ca să vezi de ce).</numerusform>
            <numerusform>%Ln nu pot fi citite (ține mouse-ul deasupra lor ca să vezi de ce).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the first %Ln puzzle(s); the file holds more than can be listed.</source>
        <translation>
            <numerusform>%1: doar %Ln grilă; fișierul conține mai multe decât se pot lista.</numerusform>
            <numerusform>%1: primele %Ln grile; fișierul conține mai multe decât se pot lista.</numerusform>
            <numerusform>%1: primele %Ln de grile; fișierul conține mai multe decât se pot lista.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sudoku::PuzzleFile</name>
    <message>
        <source>The file could not be read to its end.</source>
        <translation>Fișierul nu a putut fi citit până la capăt.</translation>
    </message>
</context>
<context>
    <name>sudoku::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Scurtături de tastatură</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Tastele săgeți</translation>
    </message>
    <message>
        <source>Move the selection</source>
        <translation>Mută selecția</translation>
    </message>
    <message>
        <source>Move to the first or last cell of the row</source>
        <translation>Mergi la prima sau la ultima celulă a rândului</translation>
    </message>
    <message>
        <source>Move to the first or last cell of the board</source>
        <translation>Mergi la prima sau la ultima celulă a tablei</translation>
    </message>
    <message>
        <source>1 – 9</source>
        <translation>1 – 9</translation>
    </message>
    <message>
        <source>Place a digit (in pencil mode: toggle a pencil mark)</source>
        <translation>Plasează o cifră (în modul notițe: adaugă sau șterge o notiță)</translation>
    </message>
    <message>
        <source>Toggle a pencil mark, in either mode</source>
        <translation>Adaugă sau șterge o notiță, în oricare mod</translation>
    </message>
    <message>
        <source>Clear the cell: its digit, else its pencil marks</source>
        <translation>Golește celula: cifra ei, altfel notițele ei</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>Clic</translation>
    </message>
    <message>
        <source>Select a cell; on the paused board, resume</source>
        <translation>Selectează o celulă; pe tabla în pauză, reia jocul</translation>
    </message>
    <message>
        <source>Undo the last change</source>
        <translation>Anulează ultima modificare</translation>
    </message>
    <message>
        <source>Redo the last undone change</source>
        <translation>Refă ultima modificare anulată</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Taste</translation>
    </message>
    <message>
        <source>Does</source>
        <translation>Acțiune</translation>
    </message>
    <message>
        <source>A – P</source>
        <translation>A – P</translation>
    </message>
    <message>
        <source>Place 10 – 25 on a board that large (A = 10, G = 16, P = 25)</source>
        <translation>Plasează 10 – 25 pe o grilă destul de mare (A = 10, G = 16, P = 25)</translation>
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
        <translation>Arată unde poate fi o cifră (din nou: toate celulele); orice cifră: clic dreapta pe ea în tastatura de cifre</translation>
    </message>
    <message>
        <source>Show the cells with two candidates</source>
        <translation>Arată celulele cu doi candidați</translation>
    </message>
    <message>
        <source>With a colour pen: click; 1 – 9; Enter</source>
        <translation>Cu un creion colorat: clic; 1 – 9; Enter</translation>
    </message>
    <message>
        <source>Paint the candidate clicked, else the cell; paint that candidate; paint the cell (the same colour again clears it)</source>
        <translation>Colorează candidatul apăsat, altfel celula; colorează acel candidat; colorează celula (aceeași culoare din nou o șterge)</translation>
    </message>
    <message>
        <source>With a colour pen: %1; %2</source>
        <translation>Cu un creion colorat: %1; %2</translation>
    </message>
    <message>
        <source>Clear the cell&apos;s colours; put the pen down</source>
        <translation>Șterge culorile celulei; lasă creionul</translation>
    </message>
</context>
<context>
    <name>sudoku::SolveSession</name>
    <message>
        <source>Press Play to watch %1 solve this puzzle.</source>
        <translation>Apasă „Redă” ca să urmărești algoritmul %1 rezolvând această grilă.</translation>
    </message>
    <message>
        <source>Playing…</source>
        <translation>Se redă…</translation>
    </message>
    <message>
        <source>Paused: Next shows the next event.</source>
        <translation>Pauză: „Înainte” arată evenimentul următor.</translation>
    </message>
    <message>
        <source>Solving at full speed…</source>
        <translation>Se rezolvă la viteză maximă…</translation>
    </message>
    <message>
        <source>Solved. The solution is on the board; Undo takes it back.</source>
        <translation>Rezolvată. Soluția este pe tablă; „Anulează” o retrage.</translation>
    </message>
    <message>
        <source>No solution: the search ran out of possibilities.</source>
        <translation>Nicio soluție: căutarea a epuizat toate posibilitățile.</translation>
    </message>
    <message numerus="yes">
        <source>%1 stopped after %n event(s). Press Play to watch it again from the start.</source>
        <translation>
            <numerusform>%1 s-a oprit după %n eveniment. Apăsați Redă pentru a-l urmări din nou de la început.</numerusform>
            <numerusform>%1 s-a oprit după %n evenimente. Apăsați Redă pentru a-l urmări din nou de la început.</numerusform>
            <numerusform>%1 s-a oprit după %n de evenimente. Apăsați Redă pentru a-l urmări din nou de la început.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sudoku::TraceLog</name>
    <message>
        <source>Events %1 to %2 are not listed: the log keeps the steps, guesses and the most recent events.</source>
        <translation>Evenimentele de la %1 la %2 nu sunt listate: jurnalul păstrează pașii, presupunerile și cele mai recente evenimente.</translation>
    </message>
    <message>
        <source>%1
Click to show this step on the board.</source>
        <translation>%1
Dă clic ca să vezi acest pas pe tablă.</translation>
    </message>
    <message numerus="yes">
        <source>… %Ln more event(s)</source>
        <translation>
            <numerusform>… încă %Ln eveniment</numerusform>
            <numerusform>… încă %Ln evenimente</numerusform>
            <numerusform>… încă %Ln de evenimente</numerusform>
        </translation>
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
        <translation>Redă</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Înainte</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Oprește</translation>
    </message>
    <message>
        <source>Play or pause the animated solve (F5)</source>
        <translation>Redă sau pune pe pauză rezolvarea animată (F5)</translation>
    </message>
    <message>
        <source>Show the next event (F6)</source>
        <translation>Arată evenimentul următor (F6)</translation>
    </message>
    <message>
        <source>Stop and return to your game (Shift+F5)</source>
        <translation>Oprește și revino la jocul tău (Shift+F5)</translation>
    </message>
    <message>
        <source>Events shown per second, or Instant: the whole solve at full speed</source>
        <translation>Evenimente afișate pe secundă sau Instantaneu: toată rezolvarea la viteză maximă</translation>
    </message>
    <message>
        <source>20,000/s</source>
        <translation>20.000/s</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Viteză</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Evenimente</translation>
    </message>
    <message>
        <source>Placements</source>
        <translation>Plasări</translation>
    </message>
    <message>
        <source>Guesses</source>
        <translation>Presupuneri</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>Reveniri</translation>
    </message>
    <message>
        <source>Solver time</source>
        <translation>Timp de rezolvare</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Înapoi</translation>
    </message>
    <message>
        <source>The previous branch of the forcing chain</source>
        <translation>Ramura anterioară a lanțului de forțare</translation>
    </message>
    <message>
        <source>The next branch of the forcing chain</source>
        <translation>Ramura următoare a lanțului de forțare</translation>
    </message>
    <message>
        <source>Solve log</source>
        <translation>Jurnalul rezolvării</translation>
    </message>
    <message>
        <source>Compare All Algorithms…</source>
        <translation>Compară toți algoritmii…</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Jurnal</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instantaneu</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/s</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pauză</translation>
    </message>
</context>
</TS>
