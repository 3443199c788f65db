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
    <message numerus="yes">
        <source>cage of %n cell(s), sum %1</source>
        <translation>
            <numerusform>cușcă de %n celulă, suma %1</numerusform>
            <numerusform>cușcă de %n celule, suma %1</numerusform>
            <numerusform>cușcă de %n de celule, suma %1</numerusform>
        </translation>
    </message>
    <message>
        <source>region %1</source>
        <translation>regiunea %1</translation>
    </message>
    <message>
        <source>on the diagonal</source>
        <translation>pe diagonală</translation>
    </message>
    <message>
        <source>on the anti-diagonal</source>
        <translation>pe antidiagonală</translation>
    </message>
    <message>
        <source>in window %1</source>
        <translation>în fereastra %1</translation>
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
    <message>
        <source>a %1 puzzle is read from one line: its cells, then its %2</source>
        <translation>o grilă %1 se citește de pe o singură linie: întâi celulele, apoi %2</translation>
    </message>
    <message>
        <source>regions</source>
        <translation>regiunile</translation>
    </message>
    <message>
        <source>cages and their sums</source>
        <translation>cuștile și sumele lor</translation>
    </message>
    <message>
        <source>a space and each cell&apos;s region</source>
        <translation>un spațiu și regiunea fiecărei celule</translation>
    </message>
    <message>
        <source>a region 1-%1 or a-%2</source>
        <translation>o regiune 1-%1 sau a-%2</translation>
    </message>
    <message>
        <source>a region 1-9 or A-%1</source>
        <translation>o regiune 1-9 sau A-%1</translation>
    </message>
    <message>
        <source>region %1 has %2 cells, expected %3</source>
        <translation>regiunea %1 are %2 celule, se așteptau %3</translation>
    </message>
    <message>
        <source>region %1 is not connected: %2 is cut off from %3</source>
        <translation>regiunea %1 nu este conectată: %2 este separată de %3</translation>
    </message>
    <message>
        <source>a space and each cell&apos;s cage</source>
        <translation>un spațiu și cușca fiecărei celule</translation>
    </message>
    <message>
        <source>a cage&apos;s name (a letter or a digit) or &apos;.&apos;</source>
        <translation>numele unei cuști (o literă sau o cifră) sau &apos;.&apos;</translation>
    </message>
    <message>
        <source>a cage&apos;s name, &apos;=&apos; and its sum</source>
        <translation>numele unei cuști, &apos;=&apos; și suma ei</translation>
    </message>
    <message>
        <source>a space and the cages&apos; sums (a=12,b=7,…)</source>
        <translation>un spațiu și sumele cuștilor (a=12,b=7,…)</translation>
    </message>
    <message>
        <source>no cell is in cage %1</source>
        <translation>nicio celulă nu este în cușca %1</translation>
    </message>
    <message>
        <source>cage %1 has a second sum</source>
        <translation>cușca %1 are o a doua sumă</translation>
    </message>
    <message>
        <source>&apos;,&apos; or the end of the sums</source>
        <translation>&apos;,&apos; sau sfârșitul sumelor</translation>
    </message>
    <message>
        <source>cage %1 has no sum</source>
        <translation>cușca %1 nu are sumă</translation>
    </message>
    <message>
        <source>cage %1 is not connected: %2 is cut off from %3</source>
        <translation>cușca %1 nu este conectată: %2 este separată de %3</translation>
    </message>
    <message>
        <source>cage %1 has %2 cells, more than %3</source>
        <translation>cușca %1 are %2 celule, mai mult de %3</translation>
    </message>
    <message>
        <source>cage %1 cannot add up to %2: %3 different digits make %4 to %5</source>
        <translation>cușca %1 nu poate avea suma %2: %3 cifre diferite dau sume de la %4 la %5</translation>
    </message>
    <message>
        <source>the cages&apos; sums add up to %1, expected %2</source>
        <translation>sumele cuștilor totalizează %1, se aștepta %2</translation>
    </message>
    <message>
        <source>the regions name %1 cells, expected %2</source>
        <translation>regiunile sunt date pentru %1 celule, se așteptau %2</translation>
    </message>
    <message>
        <source>the cages name %1 cells, expected %2</source>
        <translation>cuștile sunt date pentru %1 celule, se așteptau %2</translation>
    </message>
    <message>
        <source>the givens of the cage at %1 cannot add up to its sum, %2</source>
        <translation>cifrele date ale cuștii de la %1 nu pot da suma ei, %2</translation>
    </message>
    <message>
        <source>%1 puzzles are 9×9, not %2×%3</source>
        <translation>grilele %1 sunt 9×9, nu %2×%3</translation>
    </message>
    <message>
        <source>Classic Sudoku</source>
        <translation>Sudoku clasic</translation>
    </message>
    <message>
        <source>X-Sudoku</source>
        <translation>Sudoku X</translation>
    </message>
    <message>
        <source>Windoku</source>
        <translation>Windoku</translation>
    </message>
    <message>
        <source>Jigsaw Sudoku</source>
        <translation>Sudoku jigsaw</translation>
    </message>
    <message>
        <source>Killer Sudoku</source>
        <translation>Sudoku killer</translation>
    </message>
    <message>
        <source>region %1</source>
        <comment>a jigsaw&apos;s irregular box</comment>
        <translation>regiunea %1</translation>
    </message>
    <message>
        <source>the diagonal</source>
        <comment>r1c1 to r9c9</comment>
        <translation>diagonala</translation>
    </message>
    <message>
        <source>the anti-diagonal</source>
        <comment>r1c9 to r9c1</comment>
        <translation>antidiagonala</translation>
    </message>
    <message>
        <source>window %1</source>
        <comment>one of a windoku&apos;s four extra 3×3 units</comment>
        <translation>fereastra %1</translation>
    </message>
    <message>
        <source>cage combination</source>
        <translation>combinația cuștii</translation>
    </message>
    <message>
        <source>a cage combination</source>
        <translation>o combinație a cuștii</translation>
    </message>
    <message>
        <source>45 rule (innies and outies)</source>
        <translation>regula lui 45 (celule interioare și exterioare)</translation>
    </message>
    <message>
        <source>the 45 rule (innies and outies)</source>
        <translation>regula lui 45 (celule interioare și exterioare)</translation>
    </message>
    <message>
        <source>cage-unit interaction</source>
        <translation>interacțiunea cușcă–unitate</translation>
    </message>
    <message>
        <source>a cage-unit interaction</source>
        <translation>o interacțiune cușcă–unitate</translation>
    </message>
    <message>
        <source>the open cells of the cage, %1, add up to %2: of the sets of %3 different digits that do, only %4 fits their candidates</source>
        <translation>celulele libere ale cuștii, %1, însumează %2: dintre mulțimile de %3 cifre diferite care fac această sumă, doar %4 se potrivește cu candidații lor</translation>
    </message>
    <message>
        <source>the open cells of the cage, %1, add up to %2: of the sets of %3 different digits that do, only %4 fit their candidates</source>
        <translation>celulele libere ale cuștii, %1, însumează %2: dintre mulțimile de %3 cifre diferite care fac această sumă, doar %4 se potrivesc cu candidații lor</translation>
    </message>
    <message>
        <source>the digits of %1 add up to %2 and the cages wholly inside to %3, so the cells those cages leave add up to %4, and their open ones, %5, to %6</source>
        <translation>cifrele din %1 însumează %2, iar cuștile aflate în întregime înăuntru %3, deci celulele lăsate de aceste cuști însumează %4, iar cele libere dintre ele, %5, însumează %6</translation>
    </message>
    <message>
        <source>the cages reaching out of %1 add up to %2, and their cells inside to %3 (%4 less %5 for the cages wholly inside), so their cells outside add up to %6, and their open ones, %7, to %8</source>
        <translation>cuștile care ies din %1 însumează %2, iar celulele lor dinăuntru %3 (%4 minus %5 pentru cuștile aflate în întregime înăuntru), deci celulele lor din afară însumează %6, iar cele libere dintre ele, %7, însumează %8</translation>
    </message>
    <message>
        <source>every set of different digits that fits the candidates of the cage&apos;s open cells, %1, and adds up to %2 holds %3, and %3 fits only %4 there</source>
        <translation>orice mulțime de cifre diferite care se potrivește cu candidații celulelor libere ale cuștii, %1, și însumează %2 îl conține pe %3, iar %3 încape acolo doar în %4</translation>
    </message>
    <message>
        <source>Killer cages</source>
        <translation>Cuștile killer</translation>
    </message>
    <message>
        <source>singles only (on a killer, cage combinations too)</source>
        <translation>doar singuri (la un killer, și combinațiile cuștilor)</translation>
    </message>
    <message>
        <source>locked candidates, pairs and triples (on a killer, the 45 rule too)</source>
        <translation>candidați blocați, perechi și triplete (la un killer, și regula lui 45)</translation>
    </message>
    <message>
        <source>the open cells of the cage, %1, add up to %2, and %4 is the only set of %3 different digits that does</source>
        <translation>celulele libere ale cuștii, %1, însumează %2, iar %4 este singura mulțime de %3 cifre diferite care face această sumă</translation>
    </message>
    <message>
        <source>the open cells of the cage, %1, add up to %2, and only %4 make that with %3 different digits</source>
        <translation>celulele libere ale cuștii, %1, însumează %2, iar doar %4 fac această sumă cu %3 cifre diferite</translation>
    </message>
    <message>
        <source>a variant&apos;s name (classic, x, windoku, jigsaw, killer or samurai)</source>
        <translation>numele unei variante (classic, x, windoku, jigsaw, killer sau samurai)</translation>
    </message>
    <message>
        <source>a samurai has 21 rows, this one ends after %1</source>
        <translation>un samurai are 21 de rânduri, acesta se termină după %1</translation>
    </message>
    <message>
        <source>a space (r%1c%2 is outside the five grids)</source>
        <translation>un spațiu (r%1c%2 este în afara celor cinci grile)</translation>
    </message>
    <message>
        <source>the end of the row (21 squares)</source>
        <translation>sfârșitul rândului (21 de pătrate)</translation>
    </message>
    <message>
        <source>Samurai Sudoku</source>
        <translation>Sudoku samurai</translation>
    </message>
    <message>
        <source>the top-left grid</source>
        <comment>of a samurai&apos;s five</comment>
        <translation>grila din stânga sus</translation>
    </message>
    <message>
        <source>the top-right grid</source>
        <comment>of a samurai&apos;s five</comment>
        <translation>grila din dreapta sus</translation>
    </message>
    <message>
        <source>the middle grid</source>
        <comment>of a samurai&apos;s five</comment>
        <translation>grila din mijloc</translation>
    </message>
    <message>
        <source>the bottom-left grid</source>
        <comment>of a samurai&apos;s five</comment>
        <translation>grila din stânga jos</translation>
    </message>
    <message>
        <source>the bottom-right grid</source>
        <comment>of a samurai&apos;s five</comment>
        <translation>grila din dreapta jos</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a samurai&apos;s unit: row 3 of the top-left grid</comment>
        <translation>%1 din %2</translation>
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
    <message>
        <source>&quot;variant&quot; must be one of %1</source>
        <translation>„variant” trebuie să fie una dintre: %1</translation>
    </message>
    <message>
        <source>&quot;layout&quot; is not a string</source>
        <translation>„layout” nu este un șir</translation>
    </message>
    <message>
        <source>&quot;layout&quot;, character %1: %2</source>
        <translation>„layout”, caracterul %1: %2</translation>
    </message>
    <message>
        <source>&quot;layout&quot;: %1</source>
        <translation>„layout”: %1</translation>
    </message>
    <message>
        <source>&quot;layout&quot; belongs to jigsaw and killer games alone, not to %1</source>
        <translation>„layout” ține doar de jocurile jigsaw și killer, nu de %1</translation>
    </message>
    <message>
        <source>&quot;variant&quot;: %1</source>
        <translation>„variant”: %1</translation>
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
    <message>
        <source>Help › Techniques explains each technique, how to spot it, and shows it on a board where it is the next step; the link under a hint opens the page of the technique it names. Game › Practice serves positions where the technique you choose is the next step: mark what it does, and Check says whether you are right and keeps your record.</source>
        <translation>Ajutor › Tehnici explică fiecare tehnică și cum o găsești și o arată pe o tablă unde ea este pasul următor; legătura de sub un indiciu deschide pagina tehnicii pe care o numește. Joc › Exersează îți dă poziții în care tehnica aleasă este pasul următor: marchează ce face ea, iar Verifică îți spune dacă ai dreptate și îți păstrează istoricul.</translation>
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
    <message>
        <source>%1, unrated</source>
        <translation>%1, neevaluat</translation>
    </message>
    <message>
        <source>Puzzles solved without hints count, by the level and size or rules of the puzzle; a killer&apos;s, by its rules alone.</source>
        <translation>Contează grilele rezolvate fără indicii, după nivelul și mărimea sau regulile grilei; un killer, doar după regulile sale.</translation>
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
    <name>TechniquePages</name>
    <message>
        <source>When a row, a column or a box has one empty cell left, that cell takes the one digit the unit is still missing.</source>
        <translation>Când unui rând, unei coloane sau unui careu îi mai rămâne o singură celulă goală, acea celulă primește singura cifră care încă lipsește din unitate.</translation>
    </message>
    <message>
        <source>Look for units with eight digits. It is the first thing to fill in, and the easiest.</source>
        <translation>Caută unitățile cu opt cifre. Este primul lucru de completat și cel mai ușor.</translation>
    </message>
    <message>
        <source>A digit that can go in only one cell of a row, column or box goes there, whatever else that cell could hold.</source>
        <translation>O cifră care poate sta într-o singură celulă a unui rând, a unei coloane sau a unui careu merge acolo, orice altceva ar mai putea conține acea celulă.</translation>
    </message>
    <message>
        <source>Take a digit and a box (or a line) that lacks it. Every cell where a peer already holds the digit is ruled out; when only one cell is left, that is the digit&apos;s place. Boxes give most of them.</source>
        <translation>Alege o cifră și un careu (sau o linie) în care ea lipsește. Orice celulă care are un vecin ce conține deja cifra este exclusă; când rămâne o singură celulă, acolo este locul cifrei. Cei mai mulți singuri ascunși apar în careuri.</translation>
    </message>
    <message>
        <source>A cell whose row, column and box together hold every digit but one can only take that one.</source>
        <translation>O celulă ale cărei rând, coloană și careu conțin împreună toate cifrele, mai puțin una, nu poate primi decât cifra aceea.</translation>
    </message>
    <message>
        <source>Look at cells with many filled peers, or at the pencil marks: a cell with one candidate left is a naked single.</source>
        <translation>Uită-te la celulele cu mulți vecini completați sau la notițe: o celulă cu un singur candidat rămas este un singur evident.</translation>
    </message>
    <message>
        <source>The places of a digit in a box all lie in one row or column, so the digit is in that line inside the box. Another box crossing the line then has one place left for the digit, which it takes.</source>
        <translation>Toate locurile unei cifre într-un careu se află pe un singur rând sau pe o singură coloană, deci cifra este pe acea linie, în interiorul careului. Un alt careu traversat de linie rămâne atunci cu un singur loc pentru cifră, iar cifra merge acolo.</translation>
    </message>
    <message>
        <source>When a hidden single is almost there in a box, look at the boxes beside it: a digit confined to one line of a neighbouring box rules out that line too.</source>
        <translation>Când într-un careu aproape ai un singur ascuns, uită-te la careurile de alături: o cifră limitată la o singură linie a unui careu vecin exclude și acea linie.</translation>
    </message>
    <message>
        <source>The places of a digit in a row or column all lie in one box, so the box holds it in that line. Another line crossing the box then has one place left for the digit, which it takes.</source>
        <translation>Toate locurile unei cifre pe un rând sau pe o coloană se află într-un singur careu, deci careul o conține pe acea linie. O altă linie care traversează careul rămâne atunci cu un singur loc pentru cifră, iar cifra merge acolo.</translation>
    </message>
    <message>
        <source>Look at a line where a digit has two or three places, all inside one box: the rest of that box loses the digit, which can leave a single in another line of the box.</source>
        <translation>Uită-te la o linie în care o cifră are două sau trei locuri, toate în același careu: restul careului pierde cifra, ceea ce poate lăsa un singur pe altă linie a careului.</translation>
    </message>
    <message>
        <source>Two digits that fit only in the same two cells of a unit fill those cells between them, so no other digit goes there. That can leave a third digit with one place left in the unit, which it takes.</source>
        <translation>Două cifre care pot sta doar în aceleași două celule ale unei unități ocupă împreună acele celule, deci nicio altă cifră nu mai poate merge acolo. Asta poate lăsa o a treia cifră cu un singur loc în unitate, unde ea merge.</translation>
    </message>
    <message>
        <source>In a unit with a digit that has two places, one of them shared with a pair of digits confined to two cells: those two cells are taken, and the digit goes to its other place.</source>
        <translation>Într-o unitate, o cifră are două locuri, iar unul dintre ele este comun cu o pereche de cifre limitate la două celule: acele două celule sunt ocupate, iar cifra merge în celălalt loc al ei.</translation>
    </message>
    <message>
        <source>Three digits that fit only in the same three cells of a unit fill them, so no other digit goes there; another digit is left with one place in the unit and takes it.</source>
        <translation>Trei cifre care pot sta doar în aceleași trei celule ale unei unități le ocupă, deci nicio altă cifră nu merge acolo; o altă cifră rămâne cu un singur loc în unitate și îl ocupă.</translation>
    </message>
    <message>
        <source>As the direct hidden pair, with three digits confined to three cells.</source>
        <translation>Ca la perechea ascunsă directă, cu trei cifre limitate la trei celule.</translation>
    </message>
    <message>
        <source>The candidates of a digit in a box all lie in one row or one column. The digit is in that line inside the box, so it cannot be anywhere else in the line.</source>
        <translation>Toți candidații unei cifre dintr-un careu se află pe un singur rând sau pe o singură coloană. Cifra este pe acea linie în interiorul careului, deci nu poate fi nicăieri altundeva pe linie.</translation>
    </message>
    <message>
        <source>For each box and digit, see whether its pencil marks line up. Two or three marks in a row of a box, and none elsewhere in the box, point along the row and strike the digit from it outside the box.</source>
        <translation>Pentru fiecare careu și fiecare cifră, vezi dacă notițele ei sunt aliniate. Două sau trei notițe pe un rând al careului, și niciuna în altă parte a careului, indică de-a lungul rândului și elimină cifra de pe el, în afara careului.</translation>
    </message>
    <message>
        <source>The candidates of a digit in a row or column all lie in one box. The line&apos;s copy of the digit is in that box, so the box cannot hold the digit anywhere off the line.</source>
        <translation>Toți candidații unei cifre de pe un rând sau de pe o coloană se află într-un singur careu. Cifra acelei linii se află deci în acel careu, așa că careul nu o poate conține nicăieri în afara liniei.</translation>
    </message>
    <message>
        <source>For each line and digit, see whether its marks fall in one box; the other cells of that box lose the digit.</source>
        <translation>Pentru fiecare linie și fiecare cifră, vezi dacă notițele ei cad într-un singur careu; celelalte celule ale careului pierd cifra.</translation>
    </message>
    <message>
        <source>Two cells of a unit that hold only the same two candidates take those two digits between them, so no other cell of the unit can hold either.</source>
        <translation>Două celule ale unei unități care conțin doar aceiași doi candidați își împart acele două cifre, deci nicio altă celulă a unității nu o poate conține pe vreuna dintre ele.</translation>
    </message>
    <message>
        <source>Look for two cells with the same two pencil marks in a row, column or box. Cross those two digits out of every other cell there (and of the box too, when both cells share one).</source>
        <translation>Caută două celule cu aceleași două notițe pe un rând, pe o coloană sau într-un careu. Taie cele două cifre din toate celelalte celule de acolo (și din careu, când ambele celule sunt în același careu).</translation>
    </message>
    <message>
        <source>Three cells of a unit whose candidates together are only three digits take those digits, so the rest of the unit loses them. A cell need not hold all three: {1,2}, {2,3} and {1,3} are a triple.</source>
        <translation>Trei celule ale unei unități ai căror candidați sunt, împreună, doar trei cifre iau acele cifre, deci restul unității le pierde. O celulă nu trebuie să le conțină pe toate trei: {1,2}, {2,3} și {1,3} formează un triplet.</translation>
    </message>
    <message>
        <source>Look for three cells with two or three marks each, all drawn from the same three digits.</source>
        <translation>Caută trei celule cu câte două sau trei notițe, toate dintre aceleași trei cifre.</translation>
    </message>
    <message>
        <source>Four cells of a unit whose candidates together are four digits take those digits; the other cells of the unit lose them.</source>
        <translation>Patru celule ale unei unități ai căror candidați sunt, împreună, patru cifre iau acele cifre; celelalte celule ale unității le pierd.</translation>
    </message>
    <message>
        <source>Four cells with marks from the same four digits. It is rarer and harder to see: count the digits the cells use together.</source>
        <translation>Patru celule cu notițe dintre aceleași patru cifre. E mai rar și mai greu de văzut: numără cifrele pe care celulele le folosesc împreună.</translation>
    </message>
    <message>
        <source>Two digits that fit only in the same two cells of a unit must fill them, so those cells lose every other candidate.</source>
        <translation>Două cifre care pot sta doar în aceleași două celule ale unei unități trebuie să le ocupe, deci acele celule își pierd toți ceilalți candidați.</translation>
    </message>
    <message>
        <source>In a unit, look for two digits that each have exactly two places, the same two. The pair is hidden among the cells&apos; other marks, which go.</source>
        <translation>Într-o unitate, caută două cifre care au fiecare exact două locuri, aceleași două. Perechea e ascunsă printre celelalte notițe ale celulelor, care se elimină.</translation>
    </message>
    <message>
        <source>Three digits that fit only in the same three cells of a unit fill those cells; their other candidates go.</source>
        <translation>Trei cifre care pot sta doar în aceleași trei celule ale unei unități ocupă acele celule; ceilalți candidați ai lor se elimină.</translation>
    </message>
    <message>
        <source>Count the places of each digit in a unit: three digits whose places fall in the same three cells.</source>
        <translation>Numără locurile fiecărei cifre într-o unitate: trei cifre ale căror locuri cad în aceleași trei celule.</translation>
    </message>
    <message>
        <source>Four digits confined to the same four cells of a unit fill them; the cells&apos; other candidates go.</source>
        <translation>Patru cifre limitate la aceleași patru celule ale unei unități le ocupă; ceilalți candidați ai celulelor se elimină.</translation>
    </message>
    <message>
        <source>Rare: when a unit has many empty cells, four digits with few places may share four of them.</source>
        <translation>Rar: când o unitate are multe celule goale, patru cifre cu puține locuri pot împărți patru dintre ele.</translation>
    </message>
    <message>
        <source>A digit has exactly two places in each of two rows, and they lie in the same two columns. Whichever way the two rows place it, the digit takes both columns, so it leaves every other cell of those columns. (The same holds with columns and rows swapped.)</source>
        <translation>O cifră are exact două locuri pe fiecare dintre două rânduri, iar ele se află pe aceleași două coloane. Oricum ar plasa-o cele două rânduri, cifra ocupă ambele coloane, deci dispare din toate celelalte celule ale acestor coloane. (La fel și cu rândurile și coloanele inversate.)</translation>
    </message>
    <message>
        <source>Use the filter (Alt and the digit) to see one digit&apos;s places. Look for two rows whose places form the corners of a rectangle.</source>
        <translation>Folosește filtrul (Alt și cifra) ca să vezi locurile unei cifre. Caută două rânduri ale căror locuri formează colțurile unui dreptunghi.</translation>
    </message>
    <message>
        <source>A digit&apos;s places in three rows lie in the same three columns (two or three in each row). The three rows put the digit in those three columns, so no other cell of the columns holds it.</source>
        <translation>Locurile unei cifre pe trei rânduri se află pe aceleași trei coloane (două sau trei pe fiecare rând). Cele trei rânduri pun cifra în acele trei coloane, deci nicio altă celulă a coloanelor nu o conține.</translation>
    </message>
    <message>
        <source>Filter by the digit and look for three rows with few places, all within three columns; the columns&apos; other places go.</source>
        <translation>Filtrează după cifră și caută trei rânduri cu puține locuri, toate în trei coloane; celelalte locuri din coloane se elimină.</translation>
    </message>
    <message>
        <source>The fish of four lines: a digit&apos;s places in four rows lie in four columns; the columns&apos; other cells lose it.</source>
        <translation>Peștele cu patru linii: locurile unei cifre pe patru rânduri se află pe patru coloane; celelalte celule ale coloanelor o pierd.</translation>
    </message>
    <message>
        <source>As the swordfish, with four lines. It is rare, and often a smaller fish is hidden in it.</source>
        <translation>Ca peștele-spadă, cu patru linii. E rar și adesea ascunde în el un pește mai mic.</translation>
    </message>
    <message>
        <source>An X-Wing but for one or two extra places of the digit, the fins, in one box. Either a fin holds the digit, or the X-Wing stands; a cell that sees the fins and lies in the X-Wing&apos;s cover column loses the digit either way. (Sashimi: a corner of the X-Wing is missing too.)</source>
        <translation>Un X-Wing, în afară de unul sau două locuri în plus ale cifrei, aripioarele, aflate într-un singur careu. Fie o aripioară conține cifra, fie X-Wing-ul este valabil; o celulă care vede aripioarele și se află pe coloana de acoperire a X-Wing-ului pierde cifra în ambele cazuri. (Sashimi: lipsește și un colț al X-Wing-ului.)</translation>
    </message>
    <message>
        <source>Look for an almost X-Wing whose extra places sit in the box of one of its corners. Only the cells of the cover line inside that box can lose the digit.</source>
        <translation>Caută aproape un X-Wing ale cărui locuri în plus stau în careul unuia dintre colțurile lui. Doar celulele liniei de acoperire din interiorul acelui careu pot pierde cifra.</translation>
    </message>
    <message>
        <source>A swordfish with fins in one box: the cells of a cover line in the fins&apos; box lose the digit.</source>
        <translation>Un pește-spadă cu aripioare într-un singur careu: celulele unei linii de acoperire din careul aripioarelor pierd cifra.</translation>
    </message>
    <message>
        <source>As the finned X-Wing, with three lines.</source>
        <translation>Ca X-Wing-ul cu aripioare, cu trei linii.</translation>
    </message>
    <message>
        <source>A jellyfish with fins in one box: the cells of a cover line in the fins&apos; box lose the digit.</source>
        <translation>O meduză cu aripioare într-un singur careu: celulele unei linii de acoperire din careul aripioarelor pierd cifra.</translation>
    </message>
    <message>
        <source>As the finned X-Wing, with four lines.</source>
        <translation>Ca X-Wing-ul cu aripioare, cu patru linii.</translation>
    </message>
    <message>
        <source>Two rows where a digit has two places each (two strong links), sharing one column at their bases. One of the two tops holds the digit, so a cell that sees both tops loses it.</source>
        <translation>Două rânduri pe care o cifră are câte două locuri (două legături tari), cu bazele pe aceeași coloană. Unul dintre cele două vârfuri conține cifra, deci o celulă care vede ambele vârfuri o pierde.</translation>
    </message>
    <message>
        <source>Filter by a digit and look for two lines with two places each, one end of each in the same cross line: the other two ends are the tops.</source>
        <translation>Filtrează după o cifră și caută două linii cu câte două locuri, cu câte un capăt pe aceeași linie perpendiculară: celelalte două capete sunt vârfurile.</translation>
    </message>
    <message>
        <source>A strong link in a row and one in a column whose ends meet in one box. One of the two far ends holds the digit, so a cell seeing both loses it.</source>
        <translation>O legătură tare pe un rând și una pe o coloană, cu câte un capăt în același careu. Unul dintre cele două capete îndepărtate conține cifra, deci o celulă care le vede pe amândouă o pierde.</translation>
    </message>
    <message>
        <source>Look for a row and a column with two places each for a digit, one end of each in a shared box.</source>
        <translation>Caută un rând și o coloană cu câte două locuri pentru o cifră, cu câte un capăt într-un careu comun.</translation>
    </message>
    <message>
        <source>Two strong links on one digit joined by a weak link, at least one of them in a box. One of the two outer ends holds the digit; a cell that sees both loses it.</source>
        <translation>Două legături tari pe aceeași cifră, unite printr-o legătură slabă, cel puțin una dintre ele fiind într-un careu. Unul dintre cele două capete exterioare conține cifra; o celulă care le vede pe amândouă o pierde.</translation>
    </message>
    <message>
        <source>Find a digit with two places in a box and two in a line; when an end of one sees an end of the other, look at what sees both other ends.</source>
        <translation>Găsește o cifră cu două locuri într-un careu și două pe o linie; când un capăt al unei perechi vede un capăt al celeilalte, uită-te la ce vede celelalte două capete.</translation>
    </message>
    <message>
        <source>A box whose places for a digit all lie in one row and one column (an L or a cross), joined to a strong link in a line. The box holds the digit in its row or its column, which makes the far end of the strong link true or rules out one cell.</source>
        <translation>Un careu ale cărui locuri pentru o cifră se află toate pe un rând și o coloană (un L sau o cruce), unit cu o legătură tare de pe o linie. Careul conține cifra pe rândul sau pe coloana sa, ceea ce face adevărat capătul îndepărtat al legăturii tari sau exclude o celulă.</translation>
    </message>
    <message>
        <source>Look for a box with three to five places for a digit, none outside one row and one column of it, and a line with two places for the digit that crosses one of them.</source>
        <translation>Caută un careu cu trei până la cinci locuri pentru o cifră, niciunul în afara unui rând și a unei coloane ale lui, și o linie cu două locuri pentru cifră care intersectează acel rând sau acea coloană.</translation>
    </message>
    <message>
        <source>A turbot fish where a link joins groups of places (a digit&apos;s places where a box and a line cross) rather than single cells.</source>
        <translation>Un pește-calcan în care o legătură unește grupuri de locuri (locurile unei cifre de la intersecția unui careu cu o linie) în loc de celule individuale.</translation>
    </message>
    <message>
        <source>As the turbot fish, reading two or three places inside a box and line as one end.</source>
        <translation>Ca peștele-calcan, considerând drept un singur capăt două sau trei locuri aflate atât într-un careu, cât și pe o linie.</translation>
    </message>
    <message>
        <source>Three strong links on one digit in a row, joined by weak links. One of the chain&apos;s two ends holds the digit; a cell seeing both ends loses it. When the ends see each other, it is a loop.</source>
        <translation>Trei legături tari pe aceeași cifră, una după alta, unite prin legături slabe. Unul dintre cele două capete ale lanțului conține cifra; o celulă care vede ambele capete o pierde. Când capetele se văd între ele, este o buclă.</translation>
    </message>
    <message>
        <source>Follow a digit from a unit where it has two places to another, and another: what sees both ends of the chain loses it.</source>
        <translation>Urmărește o cifră dintr-o unitate în care are două locuri într-alta, apoi în încă una: ce vede ambele capete ale lanțului o pierde.</translation>
    </message>
    <message>
        <source>Four strong links on one digit, joined by weak links: one end holds the digit.</source>
        <translation>Patru legături tari pe aceeași cifră, unite prin legături slabe: unul dintre capete conține cifra.</translation>
    </message>
    <message>
        <source>As the three-link chain, one link longer.</source>
        <translation>Ca lanțul cu trei legături, cu o legătură în plus.</translation>
    </message>
    <message>
        <source>Colour a digit&apos;s conjugate pairs (units where it has two places) in two colours, alternating along the pairs. One colour is the truth. A cell that sees both colours loses the digit; two cells of one colour in a unit make that colour false.</source>
        <translation>Colorează perechile conjugate ale unei cifre (unitățile în care are două locuri) în două culori, alternând de-a lungul perechilor. Una dintre culori este cea adevărată. O celulă care vede ambele culori pierde cifra; două celule de aceeași culoare într-o unitate fac acea culoare falsă.</translation>
    </message>
    <message>
        <source>Use the colour pens: start at a pair, give its ends two colours, and go on from each end through its other pairs.</source>
        <translation>Folosește creioanele colorate: pornește de la o pereche, dă capetelor ei două culori și continuă de la fiecare capăt prin celelalte perechi ale lui.</translation>
    </message>
    <message>
        <source>Two clusters of colours on one digit. When a colour of one cluster sees a colour of the other, at least one of the two opposite colours is true, so a cell seeing both of those loses the digit.</source>
        <translation>Două grupuri de culori pe aceeași cifră. Când o culoare a unui grup vede o culoare a celuilalt, cel puțin una dintre cele două culori opuse lor este adevărată, deci o celulă care le vede pe amândouă pierde cifra.</translation>
    </message>
    <message>
        <source>After simple colouring finds nothing, colour a second cluster and see how the clusters touch.</source>
        <translation>Când colorarea simplă nu găsește nimic, colorează un al doilea grup și vezi cum se ating grupurile.</translation>
    </message>
    <message>
        <source>A pivot cell holding only {x,y} sees two pincers, {x,z} and {y,z}. Whatever the pivot holds, one pincer holds z, so a cell seeing both pincers loses z.</source>
        <translation>O celulă pivot care conține doar {x,y} vede doi clești, {x,z} și {y,z}. Orice ar conține pivotul, unul dintre clești conține z, deci o celulă care vede ambii clești pierde z.</translation>
    </message>
    <message>
        <source>Look at cells with two candidates: for each, find two bivalue peers that share one digit with it and one digit, z, with each other.</source>
        <translation>Uită-te la celulele cu doi candidați: pentru fiecare, găsește doi vecini cu doi candidați care au o cifră comună cu ea și o cifră, z, comună între ei.</translation>
    </message>
    <message>
        <source>A pivot holding {x,y,z} sees pincers {x,z} and {y,z}. One of the three holds z, so a cell seeing all three loses z.</source>
        <translation>Un pivot care conține {x,y,z} vede clești {x,z} și {y,z}. Una dintre cele trei celule conține z, deci o celulă care le vede pe toate trei pierde z.</translation>
    </message>
    <message>
        <source>As the XY-Wing, with a pivot of three candidates: only the cells that see the pivot too can lose z.</source>
        <translation>Ca XY-Wing-ul, cu un pivot cu trei candidați: doar celulele care văd și pivotul pot pierde z.</translation>
    </message>
    <message>
        <source>Two cells holding only {x,y}, far apart, and a strong link on x whose ends each see one of them. One of the two cells holds y, so a cell seeing both loses y.</source>
        <translation>Două celule care conțin doar {x,y}, departe una de alta, și o legătură tare pe x ale cărei capete văd fiecare câte una dintre ele. Una dintre cele două celule conține y, deci o celulă care le vede pe amândouă pierde y.</translation>
    </message>
    <message>
        <source>Look for two identical bivalue cells that do not see each other, then for a unit where x has two places that join them.</source>
        <translation>Caută două celule identice cu doi candidați care nu se văd între ele, apoi o unitate în care x are două locuri care le leagă.</translation>
    </message>
    <message>
        <source>Four cells holding four digits between them, where every digit but z is restricted (its cells all see each other). z is in one of the cells that hold it, so what sees all of them loses z.</source>
        <translation>Patru celule care conțin împreună patru cifre, în care fiecare cifră în afară de z este restricționată (celulele ei se văd toate între ele). z se află într-una dintre celulele care îl conțin, deci ce le vede pe toate acestea pierde z.</translation>
    </message>
    <message>
        <source>A bent naked quad: four cells within two units holding four digits together.</source>
        <translation>Un cvartet evident „îndoit”: patru celule din două unități care conțin împreună patru cifre.</translation>
    </message>
    <message>
        <source>The wing of five cells holding five digits: as the WXYZ-Wing, one size up.</source>
        <translation>Aripa de cinci celule care conțin cinci cifre: ca WXYZ-Wing-ul, cu o treaptă mai mare.</translation>
    </message>
    <message>
        <source>Five cells within two units whose marks use five digits.</source>
        <translation>Cinci celule din două unități ale căror notițe folosesc cinci cifre.</translation>
    </message>
    <message>
        <source>The wing of six cells holding six digits.</source>
        <translation>Aripa de șase celule care conțin șase cifre.</translation>
    </message>
    <message>
        <source>Six cells within two units whose marks use six digits.</source>
        <translation>Șase celule din două unități ale căror notițe folosesc șase cifre.</translation>
    </message>
    <message>
        <source>The wing of seven cells holding seven digits.</source>
        <translation>Aripa de șapte celule care conțin șapte cifre.</translation>
    </message>
    <message>
        <source>Seven cells within two units whose marks use seven digits.</source>
        <translation>Șapte celule din două unități ale căror notițe folosesc șapte cifre.</translation>
    </message>
    <message>
        <source>Four cells in two rows, two columns and two boxes could swap x and y if all four held only {x,y}, giving a second solution. The puzzle has one, so the one corner holding more cannot be x or y.</source>
        <translation>Patru celule aflate pe două rânduri, două coloane și în două careuri și-ar putea schimba x cu y dacă toate patru ar conține doar {x,y}, ceea ce ar da o a doua soluție. Grila are una singură, deci singurul colț care conține mai mult nu poate fi nici x, nici y.</translation>
    </message>
    <message>
        <source>Look for three bivalue cells with the same pair at three corners of a rectangle spanning two boxes; the fourth corner loses the pair.</source>
        <translation>Caută trei celule cu doi candidați, cu aceeași pereche, în trei colțuri ale unui dreptunghi care se întinde pe două careuri; al patrulea colț pierde perechea.</translation>
    </message>
    <message>
        <source>A unique rectangle whose two extra corners hold the same one extra digit z. One of them must hold z, so a cell seeing both loses z.</source>
        <translation>Un dreptunghi unic ale cărui două colțuri cu candidați în plus conțin aceeași unică cifră suplimentară, z. Unul dintre ele trebuie să conțină z, deci o celulă care le vede pe amândouă pierde z.</translation>
    </message>
    <message>
        <source>Two corners {x,y}, two corners {x,y,z} in a line: strike z from what sees both.</source>
        <translation>Două colțuri {x,y} și două colțuri {x,y,z} pe o linie: elimină z din ce le vede pe amândouă.</translation>
    </message>
    <message>
        <source>The extra corners of a unique rectangle, with their extra digits, act as one cell: with other cells of their unit they make a naked set, whose digits leave the rest of the unit.</source>
        <translation>Colțurile cu candidați în plus ale unui dreptunghi unic, cu cifrele lor suplimentare, se comportă ca o singură celulă: împreună cu alte celule din unitatea lor formează o submulțime evidentă, ale cărei cifre dispar din restul unității.</translation>
    </message>
    <message>
        <source>Treat the extra digits of the two corners as a pseudo-cell and look for a naked pair or triple with it.</source>
        <translation>Tratează cifrele suplimentare ale celor două colțuri ca pe o pseudo-celulă și caută cu ea o pereche sau un triplet evident.</translation>
    </message>
    <message>
        <source>In the two extra corners of a unique rectangle, x has no other place in their shared unit, so one of them holds x; neither may then hold y.</source>
        <translation>În unitatea comună a celor două colțuri cu candidați în plus ale unui dreptunghi unic, x nu are alt loc decât ele, deci unul dintre ele conține x; atunci niciunul nu poate conține y.</translation>
    </message>
    <message>
        <source>A rectangle with two extra corners in a line where x has only those two places: they lose y.</source>
        <translation>Un dreptunghi cu două colțuri cu candidați în plus pe o linie în care x are doar aceste două locuri: ele pierd y.</translation>
    </message>
    <message>
        <source>A unique rectangle with the same extra digit in two diagonal corners or in three: a cell seeing all of those corners loses it.</source>
        <translation>Un dreptunghi unic cu aceeași cifră suplimentară în două colțuri opuse pe diagonală sau în trei colțuri: o celulă care vede toate aceste colțuri o pierde.</translation>
    </message>
    <message>
        <source>As the type 2, with the extra corners diagonal or three of them.</source>
        <translation>Ca tipul 2, cu colțurile cu candidați în plus pe diagonală sau în număr de trei.</translation>
    </message>
    <message>
        <source>A loop of six or more cells holding {x,y}, two in every unit it passes, could swap x and y. Its one cell holding more loses x and y.</source>
        <translation>O buclă de șase sau mai multe celule care conțin {x,y}, câte două în fiecare unitate prin care trece, și-ar putea schimba x cu y. Singura ei celulă care conține mai mult pierde x și y.</translation>
    </message>
    <message>
        <source>Follow cells with the same pair through rows, columns and boxes until you come back.</source>
        <translation>Urmărește celulele cu aceeași pereche prin rânduri, coloane și careuri până te întorci de unde ai pornit.</translation>
    </message>
    <message>
        <source>A unique loop whose extra cells hold one extra digit: a cell seeing them all loses it.</source>
        <translation>O buclă unică ale cărei celule cu candidați în plus conțin o singură cifră suplimentară: o celulă care le vede pe toate o pierde.</translation>
    </message>
    <message>
        <source>As the unique rectangle type 2, on a longer loop.</source>
        <translation>Ca dreptunghiul unic de tipul 2, pe o buclă mai lungă.</translation>
    </message>
    <message>
        <source>A unique loop whose extra cells form a naked set with others of their unit.</source>
        <translation>O buclă unică ale cărei celule cu candidați în plus formează o submulțime evidentă cu alte celule din unitatea lor.</translation>
    </message>
    <message>
        <source>As the unique rectangle type 3, on a longer loop.</source>
        <translation>Ca dreptunghiul unic de tipul 3, pe o buclă mai lungă.</translation>
    </message>
    <message>
        <source>A unique loop whose two extra cells in a unit must hold x there: they lose y.</source>
        <translation>O buclă unică ale cărei două celule cu candidați în plus dintr-o unitate trebuie să conțină x acolo: ele pierd y.</translation>
    </message>
    <message>
        <source>As the unique rectangle type 4, on a longer loop.</source>
        <translation>Ca dreptunghiul unic de tipul 4, pe o buclă mai lungă.</translation>
    </message>
    <message>
        <source>Four corners holding x and y, one of them only these two. When x has no other place in the row and the column of the opposite corner, that corner cannot be y.</source>
        <translation>Patru colțuri care conțin x și y, unul dintre ele doar aceste două cifre. Când x nu are alt loc pe rândul și pe coloana colțului opus, acel colț nu poate fi y.</translation>
    </message>
    <message>
        <source>From a bivalue corner, look at the opposite corner&apos;s row and column: strong links on x along both.</source>
        <translation>Pornind de la un colț cu doi candidați, uită-te la rândul și la coloana colțului opus: legături tari pe x de-a lungul amândurora.</translation>
    </message>
    <message>
        <source>Three corners of a rectangle are solved as x, y and y, none of them a given. If the fourth were x, the four could swap and the puzzle would have two solutions: the fourth loses x.</source>
        <translation>Trei colțuri ale unui dreptunghi sunt rezolvate ca x, y și y, niciunul nefiind cifră dată. Dacă al patrulea ar fi x, cele patru și-ar putea schimba cifrele și grila ar avea două soluții: al patrulea pierde x.</translation>
    </message>
    <message>
        <source>Only with digits you placed yourself: look for rectangles of placed digits with one empty corner.</source>
        <translation>Doar cu cifre pe care le-ai pus tu: caută dreptunghiuri de cifre puse care au un colț gol.</translation>
    </message>
    <message>
        <source>Two corners of a line solved as x and y, none a given; the other two hold y or x and one more digit z. One of them must be z: a cell seeing both loses z.</source>
        <translation>Două colțuri de pe o linie sunt rezolvate ca x și y, niciunul nefiind cifră dată; celelalte două conțin y sau x și încă o cifră, z. Unul dintre ele trebuie să fie z: o celulă care le vede pe amândouă pierde z.</translation>
    </message>
    <message>
        <source>As the avoidable rectangle type 1, with two empty corners sharing an extra digit.</source>
        <translation>Ca dreptunghiul evitabil de tipul 1, cu două colțuri goale care au în comun o cifră suplimentară.</translation>
    </message>
    <message>
        <source>If every empty cell held two candidates and every digit two places in each unit, the board would have two solutions or none (a bivalue universal grave). When one cell holds three, it must hold the digit that breaks the grave.</source>
        <translation>Dacă fiecare celulă goală ar conține doi candidați și fiecare cifră ar avea două locuri în fiecare unitate, grila ar avea două soluții sau niciuna (un „mormânt universal bivalent”, BUG). Când o celulă conține trei, ea trebuie să conțină cifra care sparge mormântul.</translation>
    </message>
    <message>
        <source>Late in a puzzle, when all cells but one hold two candidates: that one takes the candidate that appears three times in its units.</source>
        <translation>Spre finalul unei grile, când toate celulele, în afară de una, conțin doi candidați: aceea primește candidatul care apare de trei ori în unitățile ei.</translation>
    </message>
    <message>
        <source>A grave broken by the same extra digit in several cells: one of them holds it, so what sees them all loses it.</source>
        <translation>Un mormânt spart de aceeași cifră suplimentară în mai multe celule: una dintre ele o conține, deci ce le vede pe toate o pierde.</translation>
    </message>
    <message>
        <source>Almost every cell bivalue, the extra cells sharing one digit.</source>
        <translation>Aproape fiecare celulă are doi candidați, iar celulele cu candidați în plus au în comun o cifră.</translation>
    </message>
    <message>
        <source>A grave whose extra digits form a naked set with other cells of their unit.</source>
        <translation>Un mormânt ale cărui cifre suplimentare formează o submulțime evidentă cu alte celule din unitatea lor.</translation>
    </message>
    <message>
        <source>Almost every cell bivalue; the extras together with some cells make a pair or triple.</source>
        <translation>Aproape fiecare celulă are doi candidați; cifrele în plus, împreună cu câteva celule, formează o pereche sau un triplet.</translation>
    </message>
    <message>
        <source>Two extra cells of one unit, whose extra digits break the grave, share one more digit that must then go elsewhere: they lose it.</source>
        <translation>Două celule cu candidați în plus din aceeași unitate, ale căror cifre suplimentare sparg mormântul, mai au în comun o cifră, care trebuie atunci să meargă în altă parte: ele o pierd.</translation>
    </message>
    <message>
        <source>Almost every cell bivalue; two three-candidate cells in one unit.</source>
        <translation>Aproape fiecare celulă are doi candidați; două celule cu trei candidați în aceeași unitate.</translation>
    </message>
    <message>
        <source>Two cells that see each other (or share cells they both see) cannot take a pair of digits that would leave a cell they both see without a candidate. A digit no allowed pair uses leaves its cell.</source>
        <translation>Două celule care se văd între ele (sau care văd amândouă aceleași celule) nu pot lua o pereche de cifre care ar lăsa fără candidați o celulă văzută de amândouă. O cifră pe care nu o folosește nicio pereche permisă dispare din celula ei.</translation>
    </message>
    <message>
        <source>Pick two cells with few candidates and list their pairs; strike the pairs that empty a common bivalue peer.</source>
        <translation>Alege două celule cu puțini candidați și enumeră perechile lor; taie perechile care golesc un vecin comun cu doi candidați.</translation>
    </message>
    <message>
        <source>The same with three cells: a digit no allowed combination uses leaves its cell.</source>
        <translation>La fel, cu trei celule: o cifră pe care nu o folosește nicio combinație permisă dispare din celula ei.</translation>
    </message>
    <message>
        <source>Slow by hand: list the combinations of three cells against their common peers.</source>
        <translation>Lent de mână: enumeră combinațiile celor trei celule față de vecinii lor comuni.</translation>
    </message>
    <message>
        <source>An alternating chain on one digit: strong links (a unit with two places) joined by weak links. One of its two ends holds the digit, so a cell seeing both ends loses it.</source>
        <translation>Un lanț alternant pe o singură cifră: legături tari (o unitate cu două locuri) unite prin legături slabe. Unul dintre cele două capete ale lui conține cifra, deci o celulă care vede ambele capete o pierde.</translation>
    </message>
    <message>
        <source>Filter by the digit and walk from a strong link to a cell that sees its end, then across another strong link, and so on.</source>
        <translation>Filtrează după cifră și mergi de la o legătură tare la o celulă care îi vede capătul, apoi peste o altă legătură tare, și tot așa.</translation>
    </message>
    <message>
        <source>A loop of strong and weak links on one digit. Every weak link of the loop is then strong too, so places that see both ends of one lose the digit; or the loop forces a digit in or out of a cell.</source>
        <translation>O buclă de legături tari și slabe pe aceeași cifră. Fiecare legătură slabă a buclei este atunci și ea tare, deci locurile care văd ambele capete ale uneia pierd cifra; sau bucla forțează o cifră să intre într-o celulă sau să iasă din ea.</translation>
    </message>
    <message>
        <source>An X-chain whose end comes back to its start.</source>
        <translation>Un lanț X al cărui capăt se întoarce la început.</translation>
    </message>
    <message>
        <source>A chain through bivalue cells: each cell&apos;s other digit is the next cell&apos;s first. One end holds the digit the chain starts and ends with, so a cell seeing both ends loses it.</source>
        <translation>Un lanț prin celule cu doi candidați: cealaltă cifră a fiecărei celule este prima cifră a celulei următoare. Unul dintre capete conține cifra cu care lanțul începe și se termină, deci o celulă care vede ambele capete o pierde.</translation>
    </message>
    <message>
        <source>Start at a bivalue cell holding {z,a} and go from cell to cell through the shared digit, until a cell holds z.</source>
        <translation>Pornește de la o celulă cu doi candidați care conține {z,a} și mergi din celulă în celulă prin cifra comună, până când o celulă conține z.</translation>
    </message>
    <message>
        <source>An XY-chain of cells all holding the same two digits. Cells an odd number of links apart hold opposite digits, so a cell seeing two of them loses both digits.</source>
        <translation>Un lanț XY de celule care conțin toate aceleași două cifre. Celulele aflate la un număr impar de legături una de alta conțin cifre opuse, deci o celulă care vede două dintre ele pierde ambele cifre.</translation>
    </message>
    <message>
        <source>Several cells with the same pair, each seeing the next.</source>
        <translation>Mai multe celule cu aceeași pereche, fiecare văzând-o pe următoarea.</translation>
    </message>
    <message>
        <source>An XY-chain that closes on itself: every link is then strong, and cells seeing both ends of a link lose its digit.</source>
        <translation>Un lanț XY care se închide în sine: fiecare legătură este atunci tare, iar celulele care văd ambele capete ale unei legături pierd cifra ei.</translation>
    </message>
    <message>
        <source>An XY-chain whose last cell sees its first through their shared digit.</source>
        <translation>Un lanț XY a cărui ultimă celulă o vede pe prima prin cifra lor comună.</translation>
    </message>
    <message>
        <source>A chain of candidates where a strong link (of a unit or a bivalue cell) and a weak link alternate, so that if the first is false the last is true. A candidate that sees both ends is false.</source>
        <translation>Un lanț de candidați în care alternează o legătură tare (a unei unități sau a unei celule cu doi candidați) și o legătură slabă, astfel încât, dacă primul candidat este fals, ultimul este adevărat. Un candidat care vede ambele capete este fals.</translation>
    </message>
    <message>
        <source>Mix X-chains and XY-chains: follow strong links of both kinds. The board draws the chain with its links numbered as the text reads.</source>
        <translation>Combină lanțurile X cu lanțurile XY: urmărește legăturile tari de ambele feluri. Grila desenează lanțul cu legăturile numerotate în ordinea din text.</translation>
    </message>
    <message>
        <source>An alternating chain that comes back to its start: each weak link of it becomes strong, and whatever sees both ends of one loses the digit.</source>
        <translation>Un lanț alternant care se întoarce la început: fiecare legătură slabă a lui devine tare, iar orice vede ambele capete ale uneia pierde cifra.</translation>
    </message>
    <message>
        <source>An AIC whose end links back to its beginning.</source>
        <translation>Un AIC al cărui capăt se leagă înapoi de început.</translation>
    </message>
    <message>
        <source>An AIC whose nodes may be groups: a digit&apos;s places where a box and a line cross, read as one node that is true when the digit is in one of them.</source>
        <translation>Un AIC ale cărui noduri pot fi grupuri: locurile unei cifre de la intersecția unui careu cu o linie, citite ca un singur nod, adevărat când cifra se află într-unul dintre ele.</translation>
    </message>
    <message>
        <source>Where a chain stops at a box with two places for its digit in a line, take the two as one node.</source>
        <translation>Acolo unde un lanț se oprește la un careu cu două locuri pentru cifra lui pe o linie, ia-le pe cele două drept un singur nod.</translation>
    </message>
    <message>
        <source>A continuous nice loop with groups.</source>
        <translation>O buclă continuă cu grupuri.</translation>
    </message>
    <message>
        <source>As the grouped AIC, closing into a loop.</source>
        <translation>Ca AIC-ul grupat, închis într-o buclă.</translation>
    </message>
    <message>
        <source>An AIC that passes through almost locked sets: N cells of a unit holding N + 1 digits. Without one of its digits the set holds each of the others, a strong link that a chain can use.</source>
        <translation>Un AIC care trece prin mulțimi aproape blocate: N celule ale unei unități care conțin N + 1 cifre. Fără una dintre cifrele ei, mulțimea le conține pe fiecare dintre celelalte, o legătură tare pe care un lanț o poate folosi.</translation>
    </message>
    <message>
        <source>When a chain stops, look for a set of cells that, lacking the chain&apos;s digit, would be a naked set.</source>
        <translation>Când un lanț se oprește, caută o mulțime de celule care, fără cifra lanțului, ar fi o submulțime evidentă.</translation>
    </message>
    <message>
        <source>Two or three cells where a box and a line cross hold digits that split between a set in the line and a set in the box. Each digit stays where it must; the rest of the line and box lose the sets&apos; digits.</source>
        <translation>Două sau trei celule de la intersecția unui careu cu o linie conțin cifre care se împart între o mulțime de pe linie și o mulțime din careu. Fiecare cifră rămâne unde trebuie; restul liniei și al careului pierd cifrele acestor mulțimi.</translation>
    </message>
    <message>
        <source>Look at a box-line intersection with two or three cells holding four or five digits, and bivalue cells in the line and the box that take part of them.</source>
        <translation>Uită-te la o intersecție careu–linie cu două sau trei celule care conțin patru sau cinci cifre și la celule cu doi candidați de pe linie și din careu care iau o parte dintre ele.</translation>
    </message>
    <message>
        <source>Two almost locked sets sharing a restricted common digit x (every x in one sees every x in the other). At most one holds x, so the other is locked: a digit z both hold leaves what sees all its places in them.</source>
        <translation>Două mulțimi aproape blocate care au o cifră comună restricționată x (fiecare x dintr-una vede fiecare x din cealaltă). Cel mult una conține x, deci cealaltă este blocată: o cifră z pe care o conțin amândouă dispare din ce vede toate locurile ei din ele.</translation>
    </message>
    <message>
        <source>Find two sets of N cells with N + 1 digits, linked by a digit whose places all see each other.</source>
        <translation>Găsește două mulțimi de N celule cu N + 1 cifre, legate printr-o cifră ale cărei locuri se văd toate între ele.</translation>
    </message>
    <message>
        <source>A pivot set linked to two other sets by two different restricted commons: a digit those two sets share leaves what sees all of it in them.</source>
        <translation>O mulțime pivot legată de alte două mulțimi prin două cifre comune restricționate diferite: o cifră pe care o au în comun acele două mulțimi dispare din ce vede toate aparițiile ei din ele.</translation>
    </message>
    <message>
        <source>As the XY-Wing, with almost locked sets for cells.</source>
        <translation>Ca XY-Wing-ul, cu mulțimi aproape blocate în loc de celule.</translation>
    </message>
    <message>
        <source>A chain of four or more almost locked sets, each linked to the next by a restricted common: a digit both end sets hold leaves what sees all of it in them.</source>
        <translation>Un lanț de patru sau mai multe mulțimi aproape blocate, fiecare legată de următoarea printr-o cifră comună restricționată: o cifră pe care o conțin ambele mulțimi de la capete dispare din ce vede toate aparițiile ei din ele.</translation>
    </message>
    <message>
        <source>Long ALS-XZ links, one after the other.</source>
        <translation>Un șir lung de legături ALS-XZ, una după alta.</translation>
    </message>
    <message>
        <source>A stem cell whose every candidate is a restricted common with a petal set of its own. Whichever digit the stem holds, one petal is locked: a digit every petal holds leaves what sees all of it in them.</source>
        <translation>O celulă tulpină în care fiecare candidat este o cifră comună restricționată cu o mulțime-petală proprie. Oricare ar fi cifra din tulpină, o petală este blocată: o cifră pe care o conțin toate petalele dispare din ce vede toate aparițiile ei din ele.</translation>
    </message>
    <message>
        <source>A cell with two or three candidates, each linking it to a different almost locked set.</source>
        <translation>O celulă cu doi sau trei candidați, fiecare legând-o de o altă mulțime aproape blocată.</translation>
    </message>
    <message>
        <source>Suppose a digit in a cell and follow what it forces for that digit alone: when the digit is left without a place in a unit, the supposition is false.</source>
        <translation>Presupune o cifră într-o celulă și urmărește ce impune ea doar pentru acea cifră: când cifra rămâne fără loc într-o unitate, presupunerea este falsă.</translation>
    </message>
    <message>
        <source>Hard by hand: try a candidate and follow only its own digit.</source>
        <translation>Greu de mână: încearcă un candidat și urmărește doar cifra lui.</translation>
    </message>
    <message>
        <source>Follow each candidate of a cell in turn: when every one of them leads to the same conclusion, the conclusion holds.</source>
        <translation>Urmărește pe rând fiecare candidat al unei celule: când toți duc la aceeași concluzie, concluzia este adevărată.</translation>
    </message>
    <message>
        <source>Start from a cell with two or three candidates and follow each one&apos;s consequences.</source>
        <translation>Pornește de la o celulă cu doi sau trei candidați și urmărește consecințele fiecăruia.</translation>
    </message>
    <message>
        <source>Follow each place of a digit in a unit: when every one leads to the same conclusion, it holds.</source>
        <translation>Urmărește fiecare loc al unei cifre într-o unitate: când toate duc la aceeași concluzie, ea este adevărată.</translation>
    </message>
    <message>
        <source>Start from a digit with two or three places in a unit.</source>
        <translation>Pornește de la o cifră cu două sau trei locuri într-o unitate.</translation>
    </message>
    <message>
        <source>Suppose a candidate and follow everything it forces, the board changing as it goes: when it leads to a contradiction, the candidate is false.</source>
        <translation>Presupune un candidat și urmărește tot ce impune el, grila schimbându-se pe parcurs: când duce la o contradicție, candidatul este fals.</translation>
    </message>
    <message>
        <source>The hint shows the chain&apos;s branches one at a time; step through them with the panel&apos;s arrows.</source>
        <translation>Indiciul arată ramurile lanțului una câte una; parcurge-le cu săgețile din panou.</translation>
    </message>
    <message>
        <source>Follow a candidate and its absence: when both lead to the same conclusion, it holds.</source>
        <translation>Urmărește un candidat și absența lui: când amândouă duc la aceeași concluzie, ea este adevărată.</translation>
    </message>
    <message>
        <source>As the dynamic contradiction chain, following both cases.</source>
        <translation>Ca lanțul de contradicție dinamic, urmărind ambele cazuri.</translation>
    </message>
    <message>
        <source>A cell forcing chain whose branches change the board as they go (dynamic chains).</source>
        <translation>Un lanț de forțare pe celulă ale cărui ramuri schimbă grila pe parcurs (lanțuri dinamice).</translation>
    </message>
    <message>
        <source>As the cell forcing chain, following each branch further.</source>
        <translation>Ca lanțul de forțare pe celulă, urmărind fiecare ramură mai departe.</translation>
    </message>
    <message>
        <source>A unit forcing chain whose branches are dynamic chains.</source>
        <translation>Un lanț de forțare pe unitate ale cărui ramuri sunt lanțuri dinamice.</translation>
    </message>
    <message>
        <source>As the unit forcing chain, following each branch further.</source>
        <translation>Ca lanțul de forțare pe unitate, urmărind fiecare ramură mai departe.</translation>
    </message>
    <message>
        <source>Dynamic forcing chains whose branches also apply the simple techniques (locked candidates, subsets, fish) on the board as they leave it.</source>
        <translation>Lanțuri de forțare dinamice ale căror ramuri aplică și tehnicile simple (candidați blocați, submulțimi, pești) pe grila așa cum o lasă ele.</translation>
    </message>
    <message>
        <source>Beyond hand solving for most players: watch how the hint&apos;s branches use patterns inside them.</source>
        <translation>Dincolo de rezolvarea de mână pentru cei mai mulți jucători: urmărește cum folosesc ramurile indiciului tipare în interiorul lor.</translation>
    </message>
    <message>
        <source>Forcing chains whose branches apply forcing chains of their own. They solve the hardest puzzles known without a guess.</source>
        <translation>Lanțuri de forțare ale căror ramuri aplică, la rândul lor, lanțuri de forțare. Ele rezolvă fără nicio presupunere cele mai grele grile cunoscute.</translation>
    </message>
    <message>
        <source>For the hardest puzzles only: read the branches one at a time, each inner chain as a step of its own.</source>
        <translation>Doar pentru cele mai grele grile: citește ramurile una câte una, fiecare lanț interior ca pe un pas de sine stătător.</translation>
    </message>
    <message>
        <source>A killer cage holds different digits that add up to its sum. Only a few sets of digits do: two cells adding up to 3 hold 1 and 2, three adding up to 24 hold 7, 8 and 9. A digit that no set fitting the cells&apos; candidates uses can go from every cell of the cage.</source>
        <translation>O cușcă killer conține cifre diferite care însumează suma ei. Doar câteva mulțimi de cifre fac asta: două celule care însumează 3 conțin 1 și 2, trei care însumează 24 conțin 7, 8 și 9. O cifră pe care nicio mulțime potrivită cu candidații celulelor nu o folosește poate fi ștearsă din toate celulele cuștii.</translation>
    </message>
    <message>
        <source>Start with the cages of extreme sums (small or large for their size), then those whose cells have lost candidates: list the sets that add up to the sum and keep those the candidates allow.</source>
        <translation>Începeți cu cuștile cu sume extreme (mici sau mari pentru mărimea lor), apoi cu cele ale căror celule au pierdut candidați: scrieți mulțimile care fac suma și păstrați-le pe cele pe care candidații le permit.</translation>
    </message>
    <message>
        <source>The 45 rule: the digits of a row, a column or a box add up to 45 (of two rows, 90). Take off the cages wholly inside it: the cells they leave (the innies) add up to the rest. Or add up the cages that reach out of it: their cells outside (the outies) add up to what their cells inside do not. One cell left names its digit; a few cells make a cage of their own.</source>
        <translation>Regula lui 45: cifrele unui rând, ale unei coloane sau ale unui careu însumează 45 (ale a două rânduri, 90). Scădeți cuștile aflate în întregime înăuntru: celulele rămase (cele interioare) însumează restul. Sau adunați cuștile care ies în afară: celulele lor din afară (cele exterioare) însumează ce nu acoperă celulele lor dinăuntru. O singură celulă rămasă își are cifra știută; câteva celule formează o cușcă nouă.</translation>
    </message>
    <message>
        <source>Look for a row, column or box that the cages cover but for one or two cells, or that one or two cages just stick out of.</source>
        <translation>Căutați un rând, o coloană sau un careu pe care cuștile îl acoperă în afară de una sau două celule, ori din care ies doar puțin una sau două cuști.</translation>
    </message>
    <message>
        <source>When every set that fits a cage holds the same digit, the cage holds it, in one of its cells that can take it. A cell that sees all of those cells cannot: in a cage inside one row, the digit leaves the rest of the row.</source>
        <translation>Când fiecare mulțime potrivită cu o cușcă conține aceeași cifră, cușca o conține, într-una dintre celulele ei care o pot primi. O celulă care le vede pe toate acestea nu o poate conține: pentru o cușcă aflată într-un singur rând, cifra dispare din restul rândului.</translation>
    </message>
    <message>
        <source>Find a digit common to every set of a cage, see where in the cage it can go, and strike it from the cells that see all those places.</source>
        <translation>Găsiți o cifră comună tuturor mulțimilor unei cuști, vedeți unde poate sta în cușcă și ștergeți-o din celulele care văd toate acele locuri.</translation>
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
    <message>
        <source>&amp;Techniques</source>
        <translation>&amp;Tehnici</translation>
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
    <message>
        <source>What is %1?</source>
        <translation>Ce este %1?</translation>
    </message>
    <message>
        <source>Open its page in Help › Techniques</source>
        <translation>Deschide pagina ei în Ajutor › Tehnici</translation>
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
        <translation>Panoul de re&amp;zolvare</translation>
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
        <source>Stop Thin&amp;king</source>
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
        <source>B&amp;undled Puzzle</source>
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
        <source>Pr&amp;int…</source>
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
        <source>Enter a Puzzle of Si&amp;ze</source>
        <translation>Introdu o grilă de altă di&amp;mensiune</translation>
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
    <message>
        <source>&amp;Techniques</source>
        <translation>&amp;Tehnici</translation>
    </message>
    <message>
        <source>What every technique of the hints is, how to spot it, and an example of each</source>
        <translation>Ce este fiecare tehnică a indiciilor, cum o găsești și câte un exemplu</translation>
    </message>
    <message>
        <source>Pra&amp;ctice…</source>
        <translation>Exersea&amp;ză…</translation>
    </message>
    <message>
        <source>Practise one technique on positions where it is the next step</source>
        <translation>Exersează o tehnică pe poziții în care ea este pasul următor</translation>
    </message>
    <message>
        <source>Take the hint&apos;s words and marks off the board</source>
        <translation>Ia de pe tablă cuvintele și marcajele indiciului</translation>
    </message>
    <message>
        <source>C&amp;lose Hint</source>
        <translation>Înc&amp;hide indiciul</translation>
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
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reguli</translation>
    </message>
    <message>
        <source>Making a %1 puzzle…</source>
        <translation>Se creează un puzzle %1…</translation>
    </message>
    <message>
        <source>Making %1 %2 puzzle…</source>
        <comment>a level and a variant, as in &apos;Making hard X-Sudoku puzzle…&apos;</comment>
        <translation>Se generează o grilă %2 de nivel %1…</translation>
    </message>
    <message>
        <source>A killer this hard can take several seconds to make.</source>
        <translation>Crearea unui killer atât de greu poate dura câteva secunde.</translation>
    </message>
    <message>
        <source>An extreme killer can take tens of seconds to make.</source>
        <translation>Crearea unui killer extrem poate dura zeci de secunde.</translation>
    </message>
    <message>
        <source>X-Sudoku: the diagonals hold every digit too; windoku: four more windows; jigsaw: regions of any shape for boxes; killer: cages whose digits add up to their sums; samurai: five grids, the middle one sharing its corner boxes with the others.</source>
        <translation>Sudoku X: și diagonalele conțin fiecare cifră; windoku: încă patru ferestre; jigsaw: regiuni de orice formă în loc de casete; killer: cuști ale căror cifre dau suma lor; samurai: cinci grile, cea din mijloc împărțindu-și casetele din colțuri cu celelalte.</translation>
    </message>
    <message>
        <source>A samurai this hard takes seconds to make, now and then half a minute.</source>
        <translation>Un samurai atât de greu se face în câteva secunde, uneori o jumătate de minut.</translation>
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
        <translation>%1: %2 corecte, %3 parțial corecte din %4 încercate, în medie %5</translation>
    </message>
    <message>
        <source>Your practice record</source>
        <translation>Istoricul tău de exerciții</translation>
    </message>
    <message>
        <source>Nothing practised yet.</source>
        <translation>Nimic exersat încă.</translation>
    </message>
    <message>
        <source>%1 of %2 right · %3</source>
        <translation>%1 din %2 corecte · %3</translation>
    </message>
</context>
<context>
    <name>sudoku::PracticeDialog</name>
    <message>
        <source>Practice</source>
        <translation>Exerciții</translation>
    </message>
    <message>
        <source>No position of this technique to practise on</source>
        <translation>Nicio poziție pentru a exersa această tehnică</translation>
    </message>
    <message>
        <source>&amp;New Position</source>
        <translation>Poziție &amp;nouă</translation>
    </message>
    <message>
        <source>&amp;Technique:</source>
        <translation>&amp;Tehnică:</translation>
    </message>
    <message>
        <source>Click &amp;strikes out</source>
        <translation>Clicul &amp;taie</translation>
    </message>
    <message>
        <source>Click &amp;places</source>
        <translation>Clicul &amp;pune</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>&amp;Verifică</translation>
    </message>
    <message>
        <source>C&amp;lear Marks</source>
        <translation>Ș&amp;terge marcajele</translation>
    </message>
    <message>
        <source>Your record</source>
        <translation>Istoricul tău</translation>
    </message>
    <message>
        <source>Sho&amp;w the Step</source>
        <translation>&amp;Arată pasul</translation>
    </message>
    <message>
        <source>The ones I find hardest</source>
        <translation>Cele care mi se par cele mai grele</translation>
    </message>
</context>
<context>
    <name>sudoku::PracticeSession</name>
    <message>
        <source>Choose a technique to practise.</source>
        <translation>Alege o tehnică de exersat.</translation>
    </message>
    <message>
        <source>There is no position of this technique to practise.</source>
        <translation>Nu există nicio poziție pentru a exersa această tehnică.</translation>
    </message>
    <message>
        <source>Finding a position…</source>
        <translation>Se caută o poziție…</translation>
    </message>
    <message>
        <source>Find %1 on this board and mark the digit it places (a click on the candidate), then Check.</source>
        <translation>Găsește %1 pe această tablă și marchează cifra pe care o pune (un clic pe candidat), apoi Verifică.</translation>
    </message>
    <message>
        <source>Find %1 on this board and strike out the candidates it removes (a click on each), then Check.</source>
        <translation>Găsește %1 pe această tablă și taie candidații pe care îi elimină (un clic pe fiecare), apoi Verifică.</translation>
    </message>
    <message>
        <source>The step: %1</source>
        <translation>Pasul: %1</translation>
    </message>
    <message>
        <source>Right: that is the step.</source>
        <translation>Corect: acesta este pasul.</translation>
    </message>
    <message>
        <source>Partly right: you found %1 of the step&apos;s %2 marks; it also makes %3.</source>
        <translation>Parțial corect: ai găsit %1 din cele %2 marcaje ale pasului; el mai face %3.</translation>
    </message>
    <message>
        <source>Partly right: what you marked is true, but it is not this step.</source>
        <translation>Parțial corect: ce ai marcat este adevărat, dar nu este acest pas.</translation>
    </message>
    <message>
        <source>Partly right: the step&apos;s marks are all there, and more that are true but not this step&apos;s.</source>
        <translation>Parțial corect: toate marcajele pasului sunt acolo, plus altele adevărate care nu sunt ale acestui pas.</translation>
    </message>
    <message>
        <source>Wrong: %1 is not true of this puzzle.</source>
        <translation>Greșit: %1 nu este adevărat pentru această grilă.</translation>
    </message>
    <message>
        <source>Wrong: nothing was marked.</source>
        <translation>Greșit: nu ai marcat nimic.</translation>
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
    <name>sudoku::TechniquesDialog</name>
    <message>
        <source>Techniques</source>
        <translation>Tehnici</translation>
    </message>
    <message>
        <source>&amp;Another Example</source>
        <translation>&amp;Alt exemplu</translation>
    </message>
    <message>
        <source>rated %1</source>
        <translation>notată cu %1</translation>
    </message>
    <message>
        <source>only on a puzzle with one solution</source>
        <translation>doar pe o grilă cu o singură soluție</translation>
    </message>
    <message>
        <source>What it is</source>
        <translation>Ce este</translation>
    </message>
    <message>
        <source>How to spot it</source>
        <translation>Cum o găsești</translation>
    </message>
    <message>
        <source>Finding the step on this board…</source>
        <translation>Se caută pasul pe această tablă…</translation>
    </message>
    <message>
        <source>This example has lost its step: the techniques have changed since it was chosen.</source>
        <translation>Acest exemplu și-a pierdut pasul: tehnicile s-au schimbat de când a fost ales.</translation>
    </message>
    <message>
        <source>Example %1 of %2, the hint on this board: %3</source>
        <translation>Exemplul %1 din %2, indiciul pe această tablă: %3</translation>
    </message>
    <message>
        <source>Shown with this technique alone chosen in Settings › Hints: with every technique, a hint finds the same deduction as a pattern of an earlier family first.</source>
        <translation>Arătat cu doar această tehnică aleasă în Setări › Indicii: cu toate tehnicile, un indiciu găsește mai întâi aceeași deducție ca tipar al unei familii anterioare.</translation>
    </message>
    <message>
        <source>There is no example of this technique: on none of the puzzles searched was it the hint&apos;s next step, even with it alone chosen in Settings › Hints. Wherever it stands, a cheaper step of another technique comes first.</source>
        <translation>Nu există un exemplu pentru această tehnică: pe niciuna dintre grilele căutate nu a fost pasul următor al indiciului, nici când a fost aleasă singură în Setări › Indicii. Oriunde apare, un pas mai ieftin al altei tehnici vine înainte.</translation>
    </message>
</context>
<context>
    <name>sudoku::TraceLog</name>
    <message>
        <source>Events %1 to %2 are not listed: the log keeps the steps, guesses and the most recent events.</source>
        <translation>Evenimentele de la %1 la %2 nu sunt listate: jurnalul păstrează pașii, presupunerile și cele mai recente evenimente.</translation>
    </message>
    <message numerus="yes">
        <source>… %Ln more event(s)</source>
        <translation>
            <numerusform>… încă %Ln eveniment</numerusform>
            <numerusform>… încă %Ln evenimente</numerusform>
            <numerusform>… încă %Ln de evenimente</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
Click to show this step on the board; double-click to read about %2.</source>
        <translation>%1
Dă clic ca să vezi acest pas pe tablă; dublu clic ca să citești despre %2.</translation>
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
    <message>
        <source>What Is %1?</source>
        <translation>Ce este %1?</translation>
    </message>
</context>
</TS>
