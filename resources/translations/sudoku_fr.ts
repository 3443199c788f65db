<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>BoardAccessible</name>
    <message>
        <source>column %1</source>
        <translation>la colonne %1</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>la ligne %1</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>given</source>
        <translation>donné</translation>
    </message>
    <message>
        <source>hidden while paused</source>
        <translation>masquée pendant la pause</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>pencil marks %1</source>
        <translation>notes %1</translation>
    </message>
    <message>
        <source>conflict</source>
        <translation>conflit</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>coloured %1</source>
        <translation>coloriée en %1</translation>
    </message>
    <message numerus="yes">
        <source>cage of %n cell(s), sum %1</source>
        <translation>
            <numerusform>cage de %n case, somme %1</numerusform>
            <numerusform>cage de %n cases, somme %1</numerusform>
        </translation>
    </message>
    <message>
        <source>region %1</source>
        <translation>région %1</translation>
    </message>
    <message>
        <source>on the diagonal</source>
        <translation>sur la diagonale</translation>
    </message>
    <message>
        <source>on the anti-diagonal</source>
        <translation>sur l’antidiagonale</translation>
    </message>
    <message>
        <source>in window %1</source>
        <translation>dans la fenêtre %1</translation>
    </message>
</context>
<context>
    <name>DigitButton</name>
    <message>
        <source>Place %1: none left</source>
        <translation>Placer %1&#xa0;: aucun restant</translation>
    </message>
    <message numerus="yes">
        <source>Place %1: %n left</source>
        <translation>
            <numerusform>Placer %1&#xa0;: %n restant</numerusform>
            <numerusform>Placer %1&#xa0;: %n restants</numerusform>
        </translation>
    </message>
    <message>
        <source>Digit %1</source>
        <translation>Chiffre %1</translation>
    </message>
    <message>
        <source>Right-click: show where %1 can go</source>
        <translation>Clic droit : où %1 peut aller</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>Look for %1 on the digit %2.</source>
        <translation>À chercher sur le chiffre %2&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Look for %1 around %2.</source>
        <translation>À chercher autour de %2&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Look for %1: nearly every empty cell has two candidates.</source>
        <translation>À chercher&#xa0;: %1&#x202f;; presque toutes les cases vides ont deux candidats.</translation>
    </message>
    <message>
        <source>Look for %1 on %2.</source>
        <translation>À chercher sur les chiffres %2&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Look for %1.</source>
        <translation>À chercher&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Look for %1 in %2.</source>
        <translation>À chercher dans %2&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1: %2 — %3</source>
        <translation>%1&#xa0;: %2 — %3</translation>
    </message>
    <message>
        <source>%1: %2, so %3</source>
        <translation>%1&#xa0;: %2, donc %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1&#xa0;: %2, %3</translation>
    </message>
    <message>
        <source>full house</source>
        <translation>dernière case libre</translation>
    </message>
    <message>
        <source>a full house</source>
        <translation>une dernière case libre</translation>
    </message>
    <message>
        <source>hidden single</source>
        <translation>singleton caché</translation>
    </message>
    <message>
        <source>a hidden single</source>
        <translation>un singleton caché</translation>
    </message>
    <message>
        <source>naked single</source>
        <translation>singleton nu</translation>
    </message>
    <message>
        <source>a naked single</source>
        <translation>un singleton nu</translation>
    </message>
    <message>
        <source>direct pointing</source>
        <translation>pointage direct</translation>
    </message>
    <message>
        <source>direct claiming</source>
        <translation>revendication directe</translation>
    </message>
    <message>
        <source>direct hidden pair</source>
        <translation>paire cachée directe</translation>
    </message>
    <message>
        <source>a direct hidden pair</source>
        <translation>une paire cachée directe</translation>
    </message>
    <message>
        <source>direct hidden triple</source>
        <translation>triplet caché direct</translation>
    </message>
    <message>
        <source>a direct hidden triple</source>
        <translation>un triplet caché direct</translation>
    </message>
    <message>
        <source>locked candidates (pointing)</source>
        <translation>candidats verrouillés (pointage)</translation>
    </message>
    <message>
        <source>locked candidates (claiming)</source>
        <translation>candidats verrouillés (revendication)</translation>
    </message>
    <message>
        <source>naked pair</source>
        <translation>paire nue</translation>
    </message>
    <message>
        <source>a naked pair</source>
        <translation>une paire nue</translation>
    </message>
    <message>
        <source>naked triple</source>
        <translation>triplet nu</translation>
    </message>
    <message>
        <source>a naked triple</source>
        <translation>un triplet nu</translation>
    </message>
    <message>
        <source>naked quad</source>
        <translation>quadruplet nu</translation>
    </message>
    <message>
        <source>a naked quad</source>
        <translation>un quadruplet nu</translation>
    </message>
    <message>
        <source>hidden pair</source>
        <translation>paire cachée</translation>
    </message>
    <message>
        <source>a hidden pair</source>
        <translation>une paire cachée</translation>
    </message>
    <message>
        <source>hidden triple</source>
        <translation>triplet caché</translation>
    </message>
    <message>
        <source>a hidden triple</source>
        <translation>un triplet caché</translation>
    </message>
    <message>
        <source>hidden quad</source>
        <translation>quadruplet caché</translation>
    </message>
    <message>
        <source>a hidden quad</source>
        <translation>un quadruplet caché</translation>
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
        <translation>Swordfish</translation>
    </message>
    <message>
        <source>a swordfish</source>
        <translation>un Swordfish</translation>
    </message>
    <message>
        <source>jellyfish</source>
        <translation>Jellyfish</translation>
    </message>
    <message>
        <source>a jellyfish</source>
        <translation>un Jellyfish</translation>
    </message>
    <message>
        <source>finned X-Wing</source>
        <translation>X-Wing à aileron</translation>
    </message>
    <message>
        <source>a finned X-Wing</source>
        <translation>un X-Wing à aileron</translation>
    </message>
    <message>
        <source>finned swordfish</source>
        <translation>Swordfish à aileron</translation>
    </message>
    <message>
        <source>a finned swordfish</source>
        <translation>un Swordfish à aileron</translation>
    </message>
    <message>
        <source>finned jellyfish</source>
        <translation>Jellyfish à aileron</translation>
    </message>
    <message>
        <source>a finned jellyfish</source>
        <translation>un Jellyfish à aileron</translation>
    </message>
    <message>
        <source>skyscraper</source>
        <translation>gratte-ciel</translation>
    </message>
    <message>
        <source>a skyscraper</source>
        <translation>un gratte-ciel</translation>
    </message>
    <message>
        <source>2-string kite</source>
        <translation>cerf-volant</translation>
    </message>
    <message>
        <source>a 2-string kite</source>
        <translation>un cerf-volant</translation>
    </message>
    <message>
        <source>turbot fish</source>
        <translation>Turbot Fish</translation>
    </message>
    <message>
        <source>a turbot fish</source>
        <translation>un Turbot Fish</translation>
    </message>
    <message>
        <source>empty rectangle</source>
        <translation>rectangle vide</translation>
    </message>
    <message>
        <source>an empty rectangle</source>
        <translation>un rectangle vide</translation>
    </message>
    <message>
        <source>grouped turbot fish</source>
        <translation>Turbot Fish groupé</translation>
    </message>
    <message>
        <source>a grouped turbot fish</source>
        <translation>un Turbot Fish groupé</translation>
    </message>
    <message>
        <source>3-link X-chain</source>
        <translation>chaîne X à 3 liens</translation>
    </message>
    <message>
        <source>a 3-link X-chain</source>
        <translation>une chaîne X à 3 liens</translation>
    </message>
    <message>
        <source>4-link X-chain</source>
        <translation>chaîne X à 4 liens</translation>
    </message>
    <message>
        <source>a 4-link X-chain</source>
        <translation>une chaîne X à 4 liens</translation>
    </message>
    <message>
        <source>simple colouring</source>
        <translation>coloriage simple</translation>
    </message>
    <message>
        <source>multi-colouring</source>
        <translation>coloriage multiple</translation>
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
        <translation>rectangle unique (type 1)</translation>
    </message>
    <message>
        <source>a unique rectangle (type 1)</source>
        <translation>un rectangle unique (type 1)</translation>
    </message>
    <message>
        <source>unique rectangle (type 2)</source>
        <translation>rectangle unique (type 2)</translation>
    </message>
    <message>
        <source>a unique rectangle (type 2)</source>
        <translation>un rectangle unique (type 2)</translation>
    </message>
    <message>
        <source>unique rectangle (type 3)</source>
        <translation>rectangle unique (type 3)</translation>
    </message>
    <message>
        <source>a unique rectangle (type 3)</source>
        <translation>un rectangle unique (type 3)</translation>
    </message>
    <message>
        <source>unique rectangle (type 4)</source>
        <translation>rectangle unique (type 4)</translation>
    </message>
    <message>
        <source>a unique rectangle (type 4)</source>
        <translation>un rectangle unique (type 4)</translation>
    </message>
    <message>
        <source>unique rectangle (type 5)</source>
        <translation>rectangle unique (type 5)</translation>
    </message>
    <message>
        <source>a unique rectangle (type 5)</source>
        <translation>un rectangle unique (type 5)</translation>
    </message>
    <message>
        <source>unique loop (type 1)</source>
        <translation>boucle unique (type 1)</translation>
    </message>
    <message>
        <source>a unique loop (type 1)</source>
        <translation>une boucle unique (type 1)</translation>
    </message>
    <message>
        <source>unique loop (type 2)</source>
        <translation>boucle unique (type 2)</translation>
    </message>
    <message>
        <source>a unique loop (type 2)</source>
        <translation>une boucle unique (type 2)</translation>
    </message>
    <message>
        <source>unique loop (type 3)</source>
        <translation>boucle unique (type 3)</translation>
    </message>
    <message>
        <source>a unique loop (type 3)</source>
        <translation>une boucle unique (type 3)</translation>
    </message>
    <message>
        <source>unique loop (type 4)</source>
        <translation>boucle unique (type 4)</translation>
    </message>
    <message>
        <source>a unique loop (type 4)</source>
        <translation>une boucle unique (type 4)</translation>
    </message>
    <message>
        <source>hidden rectangle</source>
        <translation>rectangle caché</translation>
    </message>
    <message>
        <source>a hidden rectangle</source>
        <translation>un rectangle caché</translation>
    </message>
    <message>
        <source>avoidable rectangle (type 1)</source>
        <translation>rectangle évitable (type 1)</translation>
    </message>
    <message>
        <source>an avoidable rectangle (type 1)</source>
        <translation>un rectangle évitable (type 1)</translation>
    </message>
    <message>
        <source>avoidable rectangle (type 2)</source>
        <translation>rectangle évitable (type 2)</translation>
    </message>
    <message>
        <source>an avoidable rectangle (type 2)</source>
        <translation>un rectangle évitable (type 2)</translation>
    </message>
    <message>
        <source>BUG (type 1)</source>
        <translation>BUG (type 1)</translation>
    </message>
    <message>
        <source>a BUG (type 1)</source>
        <translation>un BUG (type 1)</translation>
    </message>
    <message>
        <source>BUG (type 2)</source>
        <translation>BUG (type 2)</translation>
    </message>
    <message>
        <source>a BUG (type 2)</source>
        <translation>un BUG (type 2)</translation>
    </message>
    <message>
        <source>BUG (type 3)</source>
        <translation>BUG (type 3)</translation>
    </message>
    <message>
        <source>a BUG (type 3)</source>
        <translation>un BUG (type 3)</translation>
    </message>
    <message>
        <source>BUG (type 4)</source>
        <translation>BUG (type 4)</translation>
    </message>
    <message>
        <source>a BUG (type 4)</source>
        <translation>un BUG (type 4)</translation>
    </message>
    <message>
        <source>aligned pair exclusion</source>
        <translation>exclusion de paire alignée</translation>
    </message>
    <message>
        <source>an aligned pair exclusion</source>
        <translation>une exclusion de paire alignée</translation>
    </message>
    <message>
        <source>aligned triple exclusion</source>
        <translation>exclusion de triplet aligné</translation>
    </message>
    <message>
        <source>an aligned triple exclusion</source>
        <translation>une exclusion de triplet aligné</translation>
    </message>
    <message>
        <source>X-chain</source>
        <translation>chaîne X</translation>
    </message>
    <message>
        <source>an X-chain</source>
        <translation>une chaîne X</translation>
    </message>
    <message>
        <source>X-cycle</source>
        <translation>cycle X</translation>
    </message>
    <message>
        <source>an X-cycle</source>
        <translation>un cycle X</translation>
    </message>
    <message>
        <source>XY-chain</source>
        <translation>chaîne XY</translation>
    </message>
    <message>
        <source>an XY-chain</source>
        <translation>une chaîne XY</translation>
    </message>
    <message>
        <source>remote pair</source>
        <translation>paire distante</translation>
    </message>
    <message>
        <source>a remote pair</source>
        <translation>une paire distante</translation>
    </message>
    <message>
        <source>XY-cycle</source>
        <translation>cycle XY</translation>
    </message>
    <message>
        <source>an XY-cycle</source>
        <translation>un cycle XY</translation>
    </message>
    <message>
        <source>alternating inference chain</source>
        <translation>chaîne d&apos;inférences alternées</translation>
    </message>
    <message>
        <source>an alternating inference chain</source>
        <translation>une chaîne d&apos;inférences alternées</translation>
    </message>
    <message>
        <source>continuous nice loop</source>
        <translation>boucle continue</translation>
    </message>
    <message>
        <source>a continuous nice loop</source>
        <translation>une boucle continue</translation>
    </message>
    <message>
        <source>grouped alternating inference chain</source>
        <translation>chaîne d&apos;inférences alternées groupée</translation>
    </message>
    <message>
        <source>a grouped alternating inference chain</source>
        <translation>une chaîne d&apos;inférences alternées groupée</translation>
    </message>
    <message>
        <source>grouped nice loop</source>
        <translation>boucle continue groupée</translation>
    </message>
    <message>
        <source>a grouped nice loop</source>
        <translation>une boucle continue groupée</translation>
    </message>
    <message>
        <source>alternating inference chain with almost locked sets</source>
        <translation>chaîne d&apos;inférences alternées avec ensembles presque verrouillés</translation>
    </message>
    <message>
        <source>an alternating inference chain with almost locked sets</source>
        <translation>une chaîne d&apos;inférences alternées avec ensembles presque verrouillés</translation>
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
        <translation>chaîne d&apos;ALS</translation>
    </message>
    <message>
        <source>an ALS chain</source>
        <translation>une chaîne d&apos;ALS</translation>
    </message>
    <message>
        <source>death blossom</source>
        <translation>Death Blossom</translation>
    </message>
    <message>
        <source>a death blossom</source>
        <translation>un Death Blossom</translation>
    </message>
    <message>
        <source>Nishio forcing chain</source>
        <translation>chaîne forcée de Nishio</translation>
    </message>
    <message>
        <source>a Nishio forcing chain</source>
        <translation>une chaîne forcée de Nishio</translation>
    </message>
    <message>
        <source>cell forcing chain</source>
        <translation>chaîne forcée de case</translation>
    </message>
    <message>
        <source>a cell forcing chain</source>
        <translation>une chaîne forcée de case</translation>
    </message>
    <message>
        <source>unit forcing chain</source>
        <translation>chaîne forcée d&apos;unité</translation>
    </message>
    <message>
        <source>a unit forcing chain</source>
        <translation>une chaîne forcée d&apos;unité</translation>
    </message>
    <message>
        <source>contradiction chain</source>
        <translation>chaîne de contradiction</translation>
    </message>
    <message>
        <source>a contradiction chain</source>
        <translation>une chaîne de contradiction</translation>
    </message>
    <message>
        <source>double forcing chain</source>
        <translation>chaîne forcée double</translation>
    </message>
    <message>
        <source>a double forcing chain</source>
        <translation>une chaîne forcée double</translation>
    </message>
    <message>
        <source>dynamic cell forcing chain</source>
        <translation>chaîne forcée dynamique de case</translation>
    </message>
    <message>
        <source>a dynamic cell forcing chain</source>
        <translation>une chaîne forcée dynamique de case</translation>
    </message>
    <message>
        <source>dynamic unit forcing chain</source>
        <translation>chaîne forcée dynamique d&apos;unité</translation>
    </message>
    <message>
        <source>a dynamic unit forcing chain</source>
        <translation>une chaîne forcée dynamique d&apos;unité</translation>
    </message>
    <message>
        <source>dynamic forcing chain (+)</source>
        <translation>chaîne forcée dynamique (+)</translation>
    </message>
    <message>
        <source>a dynamic forcing chain (+)</source>
        <translation>une chaîne forcée dynamique (+)</translation>
    </message>
    <message>
        <source>nested forcing chain</source>
        <translation>chaîne forcée imbriquée</translation>
    </message>
    <message>
        <source>a nested forcing chain</source>
        <translation>une chaîne forcée imbriquée</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 in %2 %3</source>
        <translation>%1 dans %2 %3</translation>
    </message>
    <message>
        <source>almost locked sets %1; their cells with %2 all see each other, and so do their cells with %3: one set lacks %2 and the other %3, so each holds all its other digits</source>
        <translation>ensembles presque verrouillés %1&#x202f;; leurs cases qui contiennent le %2 se voient toutes, de même que leurs cases qui contiennent le %3&#xa0;: l&apos;un des ensembles ne contient pas le %2 et l&apos;autre pas le %3, donc chacun contient tous ses autres chiffres</translation>
    </message>
    <message>
        <source>almost locked sets %1: %2: either %3 or %4</source>
        <translation>ensembles presque verrouillés %1&#xa0;: %2&#xa0;: soit %3, soit %4</translation>
    </message>
    <message>
        <source>%1 holds only %2; petals %3: %4 — in every case one of %5 is %6</source>
        <translation>%1 ne contient que %2&#x202f;; pétales %3&#xa0;: %4 — dans tous les cas, l&apos;une des cases %5 vaut %6</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation>%1 vaut %2</translation>
    </message>
    <message>
        <source>%1 is not %2</source>
        <translation>%1 ne vaut pas %2</translation>
    </message>
    <message>
        <source>one of %1 is %2</source>
        <translation>l&apos;une des cases %1 vaut %2</translation>
    </message>
    <message>
        <source>none of %1 is %2</source>
        <translation>aucune des cases %1 ne vaut %2</translation>
    </message>
    <message>
        <source>the almost locked set %1 lacks %2, so %3</source>
        <translation>l&apos;ensemble presque verrouillé %1 n&apos;a plus le %2, donc %3</translation>
    </message>
    <message>
        <source>if %1</source>
        <translation>si %1</translation>
    </message>
    <message>
        <source>so %1</source>
        <translation>donc %1</translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>%1: either %2 or %3</source>
        <translation>%1&#xa0;: soit %2, soit %3</translation>
    </message>
    <message>
        <source>%1 — back where it began: a loop, so each of its weak links holds both ways</source>
        <translation>%1 — retour au point de départ&#xa0;: c&apos;est une boucle, donc chacun de ses liens faibles vaut dans les deux sens</translation>
    </message>
    <message>
        <source>the conjugate pairs of %1 make two clusters, %2 against %3 and %4 against %5; a cell of one colour of each sees a cell of one colour of the other, so not both of those colours hold the %1 and one of the other two does</source>
        <translation>les paires conjuguées du %1 forment deux groupes, %2 contre %3 et %4 contre %5&#x202f;; une case d&apos;une couleur de chaque groupe voit une case d&apos;une couleur de l&apos;autre, donc ces deux couleurs ne peuvent pas porter toutes les deux les %1, et l&apos;une des deux autres les porte</translation>
    </message>
    <message>
        <source>the conjugate pairs of %1 colour %2 against %3: one colour holds the %1s; two cells of one colour share a unit, so that colour is false</source>
        <translation>les paires conjuguées du %1 colorient %2 contre %3&#xa0;: l&apos;une des deux couleurs porte les %1&#x202f;; deux cases d&apos;une même couleur partagent une unité, donc cette couleur est fausse</translation>
    </message>
    <message>
        <source>the conjugate pairs of %1 colour %2 against %3: one colour holds the %1s, and each struck cell sees both colours</source>
        <translation>les paires conjuguées du %1 colorient %2 contre %3&#xa0;: l&apos;une des deux couleurs porte les %1, et chaque case où il est éliminé voit les deux couleurs</translation>
    </message>
    <message>
        <source>no way to fill %1 that repeats no digit in a unit and leaves each of %2 (cells that see them all) a candidate uses the candidates struck out</source>
        <translation>parmi les façons de remplir %1 sans répéter de chiffre dans une unité tout en laissant un candidat à chacune des cases %2 (qui les voient toutes), aucune n&apos;utilise les candidats éliminés</translation>
    </message>
    <message>
        <source>%1 in %2 lies only in %3 and in the fins %4, in %5 (a sashimi fish: without the fins a line would keep one place): if a fin holds %1, nothing else in %5 does; if not, %3 hold it in %2</source>
        <translation>dans %2, le %1 ne peut aller que dans %3 et dans les ailerons %4, dans %5 (poisson sashimi&#xa0;: sans les ailerons, une des lignes ou colonnes de base ne garderait qu&apos;une place)&#xa0;: si un aileron contient le %1, rien d&apos;autre dans %5 ne le contient&#x202f;; sinon, %3 le contiennent dans %2</translation>
    </message>
    <message>
        <source>%1 in %2 lies only in %3 and in the fins %4, in %5: if a fin holds %1, nothing else in %5 does; if not, %3 hold it in %2</source>
        <translation>dans %2, le %1 ne peut aller que dans %3 et dans les ailerons %4, dans %5&#xa0;: si un aileron contient le %1, rien d&apos;autre dans %5 ne le contient&#x202f;; sinon, %3 le contiennent dans %2</translation>
    </message>
    <message>
        <source>%1 in %2 lies only in %3</source>
        <translation>dans %2, le %1 ne peut aller que dans %3</translation>
    </message>
    <message>
        <source>%1 in %2 lies only in %3, so in %4 it fits only in %5</source>
        <translation>dans %2, le %1 ne peut aller que dans %3, donc dans %4 il ne peut aller qu&apos;en %5</translation>
    </message>
    <message>
        <source>%1 holds only %2, and %3 hold both; in %4 and in %5, %6 lies only in the rectangle&apos;s corners, so were %7 %8, %9 would be %6, %1 would be %8, and %2 could swap round the rectangle for a second solution</source>
        <translation>%1 ne contient que %2, et %3 contiennent les deux&#x202f;; dans %4 et dans %5, le %6 ne peut aller que dans les coins du rectangle, donc si %7 valait %8, %9 vaudraient %6, %1 vaudrait %8, et on pourrait échanger %2 autour du rectangle pour obtenir une seconde solution</translation>
    </message>
    <message>
        <source>%1 is %2 and %3 are %4, none of them a given; were %5 %2, the four cells could swap %2 and %4 for a second solution</source>
        <translation>%1 vaut %2 et %3 valent %4, aucune de ces cases ne contenant un chiffre donné&#x202f;; si %5 valait %2, on pourrait échanger %2 et %4 dans les quatre cases pour obtenir une seconde solution</translation>
    </message>
    <message>
        <source>%1 is %2 and %3 is %4, neither a given; were neither %5 nor %6 %7, they would be %4 and %2, and the four cells could swap %2 and %4 for a second solution: one of them is %7</source>
        <translation>%1 vaut %2 et %3 vaut %4, aucune de ces cases ne contenant un chiffre donné&#x202f;; si ni %5 ni %6 ne valaient %7, elles vaudraient %4 et %2, et on pourrait échanger %2 et %4 dans les quatre cases pour obtenir une seconde solution&#xa0;: l&apos;une d&apos;elles vaut %7</translation>
    </message>
    <message>
        <source>the last empty cell of %1</source>
        <translation>la seule case encore vide dans %1</translation>
    </message>
    <message>
        <source>%1 is the only candidate left in %2</source>
        <translation>le %1 est le seul candidat restant en %2</translation>
    </message>
    <message>
        <source>%1 fits nowhere else in %2</source>
        <translation>le %1 ne peut aller nulle part ailleurs dans %2</translation>
    </message>
    <message>
        <source>%1 hold only %2 in %3</source>
        <translation>dans %3, %1 ne contiennent que %2</translation>
    </message>
    <message>
        <source>%1 fit only in %2 in %3</source>
        <translation>dans %3, les chiffres %1 ne peuvent aller qu&apos;en %2</translation>
    </message>
    <message>
        <source>%1 fit only in %2 in %3, so %4 fits only in %5</source>
        <translation>dans %3, les chiffres %1 ne peuvent aller qu&apos;en %2, donc le %4 ne peut aller qu&apos;en %5</translation>
    </message>
    <message>
        <source>%1, where %2 and %3 cross, hold %4; with %5 in %2 and %6 in %3, these %7 cells hold %7 digits, each once: %8 cannot be elsewhere in %2, nor %9 elsewhere in %3</source>
        <translation>%1, au croisement entre %2 et %3, contiennent %4&#x202f;; avec %5 dans %2 et %6 dans %3, ces %7 cases contiennent %7 chiffres, chacun une fois&#xa0;: on ne peut placer %8 ailleurs dans %2, ni %9 ailleurs dans %3</translation>
    </message>
    <message>
        <source>%1 hold only %2; if %3 did too, %2 could swap for a second solution</source>
        <translation>%1 ne contiennent que %2&#x202f;; si %3 aussi, on pourrait échanger %2 pour obtenir une seconde solution</translation>
    </message>
    <message>
        <source>%1 make a loop on %2, and %3 also hold %4: were none of them %4, %2 could swap round the loop for a second solution</source>
        <translation>%1 forment une boucle sur %2, et %3 contiennent aussi %4&#xa0;: si aucune d&apos;elles ne valait %4, on pourrait échanger %2 le long de la boucle pour obtenir une seconde solution</translation>
    </message>
    <message>
        <source>%1 make a loop on %2, and %3 also hold %4; in %5, %6 lies only in %3, so one of them is %6, and were the other %7, %2 could swap round the loop for a second solution</source>
        <translation>%1 forment une boucle sur %2, et %3 contiennent aussi %4&#x202f;; dans %5, le %6 ne peut aller qu&apos;en %3, donc l&apos;une d&apos;elles vaut %6, et si l&apos;autre valait %7, on pourrait échanger %2 le long de la boucle pour obtenir une seconde solution</translation>
    </message>
    <message>
        <source>%1 make a loop on %2, and %3 also hold %4: one of them holds one of %4, or %2 could swap round the loop for a second solution</source>
        <translation>%1 forment une boucle sur %2, et %3 contiennent aussi %4&#xa0;: l&apos;une d&apos;elles prend sa valeur parmi %4, sinon on pourrait échanger %2 le long de la boucle pour obtenir une seconde solution</translation>
    </message>
    <message>
        <source>%1; so %2 fit only in the other one and %3 in %4</source>
        <translation>%1&#x202f;; donc dans %4, %2 ne peuvent aller que dans l&apos;autre et en %3</translation>
    </message>
    <message>
        <source>%1; so %2, as one cell, and %3 hold only %4 in %5</source>
        <translation>%1&#x202f;; donc dans %5, %2 (comme une seule case) et %3 ne contiennent que %4</translation>
    </message>
    <message>
        <source>every empty cell would hold two candidates and every digit two places in each unit, a board that never has exactly one solution</source>
        <translation>chaque case vide aurait deux candidats et chaque chiffre deux places dans chaque unité, soit une grille qui n&apos;a jamais exactement une solution</translation>
    </message>
    <message>
        <source>%1 must be %2, or %3</source>
        <translation>%1 doit valoir %2, sinon %3</translation>
    </message>
    <message>
        <source>%1 must be one of %2, or %3</source>
        <translation>%1 doit prendre l&apos;une des valeurs %2, sinon %3</translation>
    </message>
    <message>
        <source>one of %1 must be %2, or %3</source>
        <translation>l&apos;une des cases %1 doit valoir %2, sinon %3</translation>
    </message>
    <message>
        <source>one of %1 must be true, or %2; so %3, as one cell, and %4 hold only %5 in %6</source>
        <translation>l&apos;un des candidats %1 doit être vrai, sinon %2&#x202f;; donc dans %6, %3 (comme une seule case) et %4 ne contiennent que %5</translation>
    </message>
    <message>
        <source>one of %1 must be true, or %2; in %3, %4 lies only in %5, so each of them is %4 or its extra digit</source>
        <translation>l&apos;un des candidats %1 doit être vrai, sinon %2&#x202f;; dans %3, le %4 ne peut aller qu&apos;en %5, donc chacune d&apos;elles vaut %4 ou son chiffre supplémentaire</translation>
    </message>
    <message>
        <source>%1 holds %2</source>
        <translation>%1 contient %2</translation>
    </message>
    <message>
        <source>%1: one of the three is %2</source>
        <translation>%1&#xa0;: l&apos;une des trois vaut %2</translation>
    </message>
    <message>
        <source>%1: whichever %2 is, %3 or %4 is %5</source>
        <translation>%1&#xa0;: quelle que soit la valeur de %2, %3 ou %4 vaut %5</translation>
    </message>
    <message>
        <source>%1 hold only %2; in %3, %4 lies only in %5: %6 or %7 is %8</source>
        <translation>%1 ne contiennent que %2&#x202f;; dans %3, le %4 ne peut aller qu&apos;en %5&#xa0;: %6 ou %7 vaut %8</translation>
    </message>
    <message>
        <source>%1 hold only %2, one digit more than cells; %3 holds only %4 and %5 and sees every one of them holding %4: whichever %3 is, %5 is in %3 or among them</source>
        <translation>%1 ne contiennent que %2, un chiffre de plus que de cases&#x202f;; %3 ne contient que %4 et %5 et voit toutes celles d&apos;entre elles qui contiennent le %4&#xa0;: quelle que soit la valeur de %3, le %5 est en %3 ou parmi elles</translation>
    </message>
    <message>
        <source>%1 hold only %2, one digit more than cells; %3 holds only %4 and sees every one of them holding either: between them they hold each digit once, which is in one of its places here</source>
        <translation>%1 ne contiennent que %2, un chiffre de plus que de cases&#x202f;; %3 ne contient que %4 et voit toutes celles d&apos;entre elles qui contiennent l&apos;un ou l&apos;autre&#xa0;: ensemble, elles contiennent chacun de ces chiffres une seule fois, à l&apos;une de ses places ici</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>la ligne %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>la colonne %1</translation>
    </message>
    <message>
        <source>box %1</source>
        <translation>le bloc %1</translation>
    </message>
    <message>
        <source>rows %1</source>
        <translation>les lignes %1</translation>
    </message>
    <message>
        <source>columns %1</source>
        <translation>les colonnes %1</translation>
    </message>
    <message>
        <source>boxes %1</source>
        <translation>les blocs %1</translation>
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
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>%1: each of its %2 branches leads to %3.</source>
        <translation>%1&#xa0;: chacune de ses %2 branches mène à %3.</translation>
    </message>
    <message>
        <source>Branch %1 of %2: %3.</source>
        <translation>Branche %1 sur %2&#xa0;: %3.</translation>
    </message>
    <message>
        <source>Placed %1 in %2 (%3).</source>
        <translation>%1 placé en %2 (%3).</translation>
    </message>
    <message>
        <source>Try %1 in %2</source>
        <translation>Essai&#xa0;: %1 en %2</translation>
    </message>
    <message>
        <source>%1 clashes with a peer of %2</source>
        <translation>%1 entre en conflit avec une case voisine de %2</translation>
    </message>
    <message>
        <source>Guess %1 in %2 (other digits left to try)</source>
        <translation>Supposition&#xa0;: %1 en %2 (d&apos;autres chiffres restent à essayer)</translation>
    </message>
    <message>
        <source>Place %1 in %2</source>
        <translation>Placement&#xa0;: %1 en %2</translation>
    </message>
    <message>
        <source>%1: %2 in %3</source>
        <translation>%1&#xa0;: %2 dans %3</translation>
    </message>
    <message>
        <source>Remove %1 from %2</source>
        <translation>Élimination&#xa0;: %1 en %2</translation>
    </message>
    <message>
        <source>Remove %1 from %2 (%3)</source>
        <translation>Élimination&#xa0;: %1 en %2 (%3)</translation>
    </message>
    <message>
        <source>Guess %1 in %2 (depth %3)</source>
        <translation>Supposition&#xa0;: %1 en %2 (profondeur %3)</translation>
    </message>
    <message>
        <source>Dead end: %1 has no candidate left</source>
        <translation>Impasse&#xa0;: %1 n&apos;a plus de candidat</translation>
    </message>
    <message>
        <source>Dead end: %1 has no place left in %2</source>
        <translation>Impasse&#xa0;: le %1 n&apos;a plus de place dans %2</translation>
    </message>
    <message>
        <source>Back up: undo the guess in %1 (depth %2)</source>
        <translation>Retour arrière&#xa0;: annulation de la supposition en %1 (profondeur %2)</translation>
    </message>
    <message>
        <source>Back up: take back %1</source>
        <translation>Retour arrière&#xa0;: effacement de %1</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Extreme</source>
        <translation>Extrême</translation>
    </message>
    <message>
        <source>Nightmare</source>
        <translation>Cauchemar</translation>
    </message>
    <message>
        <source>Not rated</source>
        <translation>Non coté</translation>
    </message>
    <message>
        <source>quads, fish, skyscrapers, kites and wings</source>
        <translation>quadruplets, poissons, gratte-ciel, cerfs-volants et wings</translation>
    </message>
    <message>
        <source>forcing chains</source>
        <translation>chaînes forcées</translation>
    </message>
    <message>
        <source>forcing chains nested in forcing chains</source>
        <translation>chaînes forcées imbriquées dans des chaînes forcées</translation>
    </message>
    <message>
        <source>no single solution</source>
        <translation>pas de solution unique</translation>
    </message>
    <message>
        <source>Not rated: the puzzle has no solution.</source>
        <translation>Non cotée&#xa0;: la grille n&apos;a pas de solution.</translation>
    </message>
    <message>
        <source>Not rated: the puzzle has more than one solution.</source>
        <translation>Non cotée&#xa0;: la grille a plus d&apos;une solution.</translation>
    </message>
    <message>
        <source>%1, rated %2.</source>
        <translation>%1, cote %2.</translation>
    </message>
    <message>
        <source>Hardest step: %1.</source>
        <translation>Étape la plus difficile&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Steps: %1.</source>
        <translation>Étapes&#xa0;: %1.</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Rotational (180°)</source>
        <translation>Rotation (180°)</translation>
    </message>
    <message>
        <source>Diagonal</source>
        <translation>Diagonale</translation>
    </message>
    <message>
        <source>Mirror (left–right)</source>
        <translation>Miroir (gauche–droite)</translation>
    </message>
    <message>
        <source>Human logic</source>
        <translation>Logique humaine</translation>
    </message>
    <message>
        <source>Backtracking</source>
        <translation>Retour arrière</translation>
    </message>
    <message>
        <source>Bitmask backtracking</source>
        <translation>Retour arrière par masques de bits</translation>
    </message>
    <message>
        <source>Most constrained cell (MRV)</source>
        <translation>Case la plus contrainte (MRV)</translation>
    </message>
    <message>
        <source>Constraint propagation (Norvig)</source>
        <translation>Propagation de contraintes (Norvig)</translation>
    </message>
    <message>
        <source>Forward checking (MRV + LCV)</source>
        <translation>Vérification anticipée (MRV + LCV)</translation>
    </message>
    <message>
        <source>Solves as a person would: the simplest technique that applies, every time, up to nested forcing chains. A puzzle with one solution never needs a guess.</source>
        <translation>Résout comme le ferait une personne&#xa0;: à chaque fois la technique la plus simple qui s&apos;applique, jusqu&apos;aux chaînes forcées imbriquées. Une grille qui a une seule solution ne demande jamais de supposition.</translation>
    </message>
    <message>
        <source>Fills the empty cells in reading order, trying 1 to 9 in each and checking the peers; on a dead end it takes back the last digit and tries the next.</source>
        <translation>Remplit les cases vides dans l&apos;ordre de lecture, en essayant 1 à 9 dans chacune et en vérifiant ses cases voisines&#x202f;; dans une impasse, il reprend le dernier chiffre et essaie le suivant.</translation>
    </message>
    <message>
        <source>The same search as backtracking, but row, column and box bitmasks give the free digits at once, so no digit is ever rejected.</source>
        <translation>La même recherche que le retour arrière, mais des masques de bits par ligne, colonne et bloc donnent aussitôt les chiffres libres&#xa0;: aucun chiffre n&apos;est jamais rejeté.</translation>
    </message>
    <message>
        <source>Always fills the cell with the fewest candidates left, and rolls back when a cell runs out of them.</source>
        <translation>Remplit toujours la case qui a le moins de candidats restants, et revient en arrière quand une case n&apos;en a plus.</translation>
    </message>
    <message>
        <source>Peter Norvig&apos;s solver: every placement removes its digit from the peers, singles follow from that, and it guesses only on the cell with fewest candidates.</source>
        <translation>Le solveur de Peter Norvig&#xa0;: chaque placement retire son chiffre des cases voisines, les singletons en découlent, et il ne fait de supposition que sur la case qui a le moins de candidats.</translation>
    </message>
    <message>
        <source>Picks the most constrained cell, tries first the digit that constrains its peers least, and backs up as soon as a peer has no candidate left.</source>
        <translation>Choisit la case la plus contrainte, essaie d&apos;abord le chiffre qui contraint le moins ses cases voisines, et revient en arrière dès qu&apos;une case voisine n&apos;a plus de candidat.</translation>
    </message>
    <message numerus="yes">
        <source>Applied %1: %n candidate(s) struck out.</source>
        <translation>
            <numerusform>Technique appliquée&#xa0;: %1 — %n candidat éliminé.</numerusform>
            <numerusform>Technique appliquée&#xa0;: %1 — %n candidats éliminés.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It needs %n guess(es).</source>
        <translation>
            <numerusform>Il faut %n supposition.</numerusform>
            <numerusform>Il faut %n suppositions.</numerusform>
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
        <translation>%1, blocs %2×%3</translation>
    </message>
    <message>
        <source>a digit %1-%2 or &apos;.&apos;</source>
        <translation>un chiffre %1-%2 ou &apos;.&apos;</translation>
    </message>
    <message>
        <source>a digit %1-%2, the letter A or &apos;.&apos;</source>
        <translation>un chiffre %1-%2, la lettre A ou &apos;.&apos;</translation>
    </message>
    <message>
        <source>a digit %1-%2, a letter A-%3 or &apos;.&apos;</source>
        <translation>un chiffre %1-%2, une lettre A-%3 ou &apos;.&apos;</translation>
    </message>
    <message>
        <source>value %1 is out of range for %2</source>
        <translation>la valeur %1 est hors limites pour %2</translation>
    </message>
    <message>
        <source>a size is %1 or %2</source>
        <translation>les tailles possibles sont %1 ou %2</translation>
    </message>
    <message>
        <source>end of line</source>
        <translation>fin de ligne</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>attendu&#xa0;: %1, trouvé&#xa0;: %2</translation>
    </message>
    <message>
        <source>puzzle has %1 cells, expected %2</source>
        <translation>la grille a %1 cases, %2 attendues</translation>
    </message>
    <message>
        <source>%1 and %2 both hold %3</source>
        <translation>%1 et %2 contiennent toutes deux le %3</translation>
    </message>
    <message>
        <source>puzzle has more than %1 cells</source>
        <translation>la grille a plus de %1 cases</translation>
    </message>
    <message>
        <source>a grid row has more than %1 cells</source>
        <translation>une ligne de la grille a plus de %1 cases</translation>
    </message>
    <message>
        <source>longer than 1 MiB</source>
        <translation>plus longue que 1 Mio</translation>
    </message>
    <message>
        <source>puzzle has %1 cells, expected %2 (%3) or %4 (%5)</source>
        <translation>la grille a %1 cases, %2 (%3) ou %4 (%5) attendues</translation>
    </message>
    <message>
        <source>unsupported size %1: %2</source>
        <translation>taille %1 non prise en charge&#xa0;: %2</translation>
    </message>
    <message>
        <source>a puzzle of size %1, expected %2</source>
        <translation>une grille de taille %1, taille %2 attendue</translation>
    </message>
    <message>
        <source>expected the number of givens on the line after the size</source>
        <translation>le nombre de chiffres donnés était attendu sur la ligne qui suit la taille</translation>
    </message>
    <message>
        <source>the number of givens 0-%1</source>
        <translation>le nombre de chiffres donnés 0-%1</translation>
    </message>
    <message>
        <source>expected %1 givens, found %2</source>
        <translation>%1 chiffres donnés attendus, %2 trouvés</translation>
    </message>
    <message>
        <source>a row 1-%1</source>
        <translation>un numéro de ligne 1-%1</translation>
    </message>
    <message>
        <source>a column 1-%1</source>
        <translation>un numéro de colonne 1-%1</translation>
    </message>
    <message>
        <source>a value 1-%1</source>
        <translation>une valeur 1-%1</translation>
    </message>
    <message>
        <source>%1 is already given on line %2</source>
        <translation>%1 est déjà donnée à la ligne %2</translation>
    </message>
    <message>
        <source>no puzzle found</source>
        <translation>aucune grille trouvée</translation>
    </message>
    <message>
        <source>expected one puzzle, found a second one here</source>
        <translation>une seule grille attendue, une deuxième commence ici</translation>
    </message>
    <message>
        <source>the file can no longer be read here</source>
        <translation>le fichier ne peut plus être lu ici</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Ligne %1, colonne %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Ligne %1&#xa0;: %2</translation>
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
        <translation>un retour chariot (CR) au milieu de la ligne&#xa0;: les lignes qui finissent par CR seul ne sont pas lues&#xa0;; terminez-les par LF</translation>
    </message>
    <message>
        <source>supposed</source>
        <translation>supposé</translation>
    </message>
    <message>
        <source>%1 is already in %2</source>
        <translation>le %1 est déjà dans %2</translation>
    </message>
    <message>
        <source>the only candidate left in %1</source>
        <translation>le seul candidat restant en %1</translation>
    </message>
    <message>
        <source>the only place left for %1 in %2</source>
        <translation>la seule place restante pour le %1 dans %2</translation>
    </message>
    <message>
        <source>the only places left for %1 in %2</source>
        <translation>les seules places restantes pour le %1 dans %2</translation>
    </message>
    <message>
        <source>the almost locked set %1 lacks %2</source>
        <translation>l&apos;ensemble presque verrouillé %1 n&apos;a plus le %2</translation>
    </message>
    <message>
        <source>by %1:</source>
        <translation>par %1&#xa0;:</translation>
    </message>
    <message>
        <source>it follows</source>
        <translation>il s&apos;ensuit</translation>
    </message>
    <message>
        <source>%1. %2 (%3)</source>
        <translation>%1. %2 (%3)</translation>
    </message>
    <message>
        <source>%1. from %2: %3 (%4)</source>
        <translation>%1. de %2&#xa0;: %3 (%4)</translation>
    </message>
    <message>
        <source>branch %1 of %2:</source>
        <translation>branche %1 sur %2&#xa0;:</translation>
    </message>
    <message>
        <source>if %1, a contradiction follows</source>
        <translation>si %1, une contradiction s&apos;ensuit</translation>
    </message>
    <message>
        <source>in %1, %2 lies only in %3, and in every case %4</source>
        <translation>dans %1, le %2 ne peut aller qu&apos;en %3, et dans tous les cas, %4</translation>
    </message>
    <message>
        <source>%1 is %2 or it is not, and either way %3</source>
        <translation>soit %1 vaut %2, soit non, et dans les deux cas, %3</translation>
    </message>
    <message>
        <source>%1 holds only %2, and in every case %3</source>
        <translation>%1 ne contient que %2, et dans tous les cas, %3</translation>
    </message>
    <message>
        <source>Branch %1 of %2:</source>
        <translation>Branche %1 sur %2&#xa0;:</translation>
    </message>
    <message>
        <source>chains, uniqueness, almost locked sets, exclusion, bigger wings and finned fish</source>
        <translation>chaînes, unicité, ensembles presque verrouillés, exclusion, wings plus grands et poissons à nageoire</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>sky blue</source>
        <translation>bleu ciel</translation>
    </message>
    <message>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>violet</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>cercle</translation>
    </message>
    <message>
        <source>square</source>
        <translation>carré</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>losange</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>triangle</translation>
    </message>
    <message>
        <source>upside-down triangle</source>
        <translation>triangle renversé</translation>
    </message>
    <message>
        <source>plus sign</source>
        <translation>signe plus</translation>
    </message>
    <message>
        <source>Singles</source>
        <translation>Singletons</translation>
    </message>
    <message>
        <source>Intersections</source>
        <translation>Intersections</translation>
    </message>
    <message>
        <source>Subsets</source>
        <translation>Sous-ensembles</translation>
    </message>
    <message>
        <source>Fish</source>
        <translation>Poissons</translation>
    </message>
    <message>
        <source>Single-digit patterns</source>
        <translation>Motifs d’un seul chiffre</translation>
    </message>
    <message>
        <source>Wings</source>
        <translation>Wings</translation>
    </message>
    <message>
        <source>Uniqueness</source>
        <translation>Unicité</translation>
    </message>
    <message>
        <source>Chains</source>
        <translation>Chaînes</translation>
    </message>
    <message>
        <source>Almost locked sets</source>
        <translation>Ensembles presque verrouillés</translation>
    </message>
    <message>
        <source>Exclusion</source>
        <translation>Exclusion</translation>
    </message>
    <message>
        <source>Forcing chains</source>
        <translation>Chaînes forcées</translation>
    </message>
    <message>
        <source>a %1 puzzle is read from one line: its cells, then its %2</source>
        <translation>une grille %1 se lit sur une seule ligne&#xa0;: ses cases, puis ses %2</translation>
    </message>
    <message>
        <source>regions</source>
        <translation>régions</translation>
    </message>
    <message>
        <source>cages and their sums</source>
        <translation>cages et leurs sommes</translation>
    </message>
    <message>
        <source>a space and each cell&apos;s region</source>
        <translation>un espace et la région de chaque case</translation>
    </message>
    <message>
        <source>a region 1-%1 or a-%2</source>
        <translation>une région 1-%1 ou a-%2</translation>
    </message>
    <message>
        <source>a region 1-9 or A-%1</source>
        <translation>une région 1-9 ou A-%1</translation>
    </message>
    <message>
        <source>region %1 has %2 cells, expected %3</source>
        <translation>la région %1 a %2 cases, %3 attendues</translation>
    </message>
    <message>
        <source>region %1 is not connected: %2 is cut off from %3</source>
        <translation>la région %1 n&apos;est pas d&apos;un seul tenant&#xa0;: %2 est séparée de %3</translation>
    </message>
    <message>
        <source>a space and each cell&apos;s cage</source>
        <translation>un espace et la cage de chaque case</translation>
    </message>
    <message>
        <source>a cage&apos;s name (a letter or a digit) or &apos;.&apos;</source>
        <translation>un nom de cage (une lettre ou un chiffre) ou &apos;.&apos;</translation>
    </message>
    <message>
        <source>a cage&apos;s name, &apos;=&apos; and its sum</source>
        <translation>un nom de cage, &apos;=&apos; et sa somme</translation>
    </message>
    <message>
        <source>a space and the cages&apos; sums (a=12,b=7,…)</source>
        <translation>un espace et les sommes des cages (a=12,b=7,…)</translation>
    </message>
    <message>
        <source>no cell is in cage %1</source>
        <translation>aucune case n&apos;est dans la cage %1</translation>
    </message>
    <message>
        <source>cage %1 has a second sum</source>
        <translation>la cage %1 a une deuxième somme</translation>
    </message>
    <message>
        <source>&apos;,&apos; or the end of the sums</source>
        <translation>&apos;,&apos; ou la fin des sommes</translation>
    </message>
    <message>
        <source>cage %1 has no sum</source>
        <translation>la cage %1 n&apos;a pas de somme</translation>
    </message>
    <message>
        <source>cage %1 is not connected: %2 is cut off from %3</source>
        <translation>la cage %1 n&apos;est pas d&apos;un seul tenant&#xa0;: %2 est séparée de %3</translation>
    </message>
    <message>
        <source>cage %1 has %2 cells, more than %3</source>
        <translation>la cage %1 a %2 cases, plus de %3</translation>
    </message>
    <message>
        <source>cage %1 cannot add up to %2: %3 different digits make %4 to %5</source>
        <translation>la cage %1 ne peut pas valoir %2&#xa0;: %3 chiffres différents font de %4 à %5</translation>
    </message>
    <message>
        <source>the cages&apos; sums add up to %1, expected %2</source>
        <translation>les sommes des cages totalisent %1, %2 attendu</translation>
    </message>
    <message>
        <source>the regions name %1 cells, expected %2</source>
        <translation>régions indiquées pour %1 cases, %2 attendues</translation>
    </message>
    <message>
        <source>the cages name %1 cells, expected %2</source>
        <translation>cages indiquées pour %1 cases, %2 attendues</translation>
    </message>
    <message>
        <source>the givens of the cage at %1 cannot add up to its sum, %2</source>
        <translation>les chiffres donnés de la cage en %1 ne peuvent pas faire sa somme, %2</translation>
    </message>
    <message>
        <source>%1 puzzles are 9×9, not %2×%3</source>
        <translation>les grilles %1 sont en 9×9, pas en %2×%3</translation>
    </message>
    <message>
        <source>Classic Sudoku</source>
        <translation>Sudoku classique</translation>
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
        <translation>Sudoku puzzle</translation>
    </message>
    <message>
        <source>Killer Sudoku</source>
        <translation>Killer sudoku</translation>
    </message>
    <message>
        <source>region %1</source>
        <comment>a jigsaw&apos;s irregular box</comment>
        <translation>la région %1</translation>
    </message>
    <message>
        <source>the diagonal</source>
        <comment>r1c1 to r9c9</comment>
        <translation>la diagonale</translation>
    </message>
    <message>
        <source>the anti-diagonal</source>
        <comment>r1c9 to r9c1</comment>
        <translation>l’antidiagonale</translation>
    </message>
    <message>
        <source>window %1</source>
        <comment>one of a windoku&apos;s four extra 3×3 units</comment>
        <translation>la fenêtre %1</translation>
    </message>
    <message>
        <source>cage combination</source>
        <translation>combinaison de cage</translation>
    </message>
    <message>
        <source>a cage combination</source>
        <translation>une combinaison de cage</translation>
    </message>
    <message>
        <source>45 rule (innies and outies)</source>
        <translation>règle des 45 (cases intérieures et extérieures)</translation>
    </message>
    <message>
        <source>the 45 rule (innies and outies)</source>
        <translation>la règle des 45 (cases intérieures et extérieures)</translation>
    </message>
    <message>
        <source>cage-unit interaction</source>
        <translation>interaction cage-unité</translation>
    </message>
    <message>
        <source>a cage-unit interaction</source>
        <translation>une interaction cage-unité</translation>
    </message>
    <message>
        <source>the open cells of the cage, %1, add up to %2: of the sets of %3 different digits that do, only %4 fits their candidates</source>
        <translation>les cases libres de la cage, %1, totalisent %2 : des ensembles de %3 chiffres différents qui font ce total, seul %4 convient à leurs candidats</translation>
    </message>
    <message>
        <source>the open cells of the cage, %1, add up to %2: of the sets of %3 different digits that do, only %4 fit their candidates</source>
        <translation>les cases libres de la cage, %1, totalisent %2 : des ensembles de %3 chiffres différents qui font ce total, seuls %4 conviennent à leurs candidats</translation>
    </message>
    <message>
        <source>the digits of %1 add up to %2 and the cages wholly inside to %3, so the cells those cages leave add up to %4, and their open ones, %5, to %6</source>
        <translation>les chiffres de %1 totalisent %2 et les cages entièrement à l&apos;intérieur %3, donc les cases que ces cages laissent totalisent %4, et les libres d&apos;entre elles, %5, totalisent %6</translation>
    </message>
    <message>
        <source>the cages reaching out of %1 add up to %2, and their cells inside to %3 (%4 less %5 for the cages wholly inside), so their cells outside add up to %6, and their open ones, %7, to %8</source>
        <translation>les cages qui débordent de %1 totalisent %2, et leurs cases à l&apos;intérieur %3 (%4 moins %5 pour les cages entièrement à l&apos;intérieur), donc leurs cases à l&apos;extérieur totalisent %6, et les libres d&apos;entre elles, %7, totalisent %8</translation>
    </message>
    <message>
        <source>every set of different digits that fits the candidates of the cage&apos;s open cells, %1, and adds up to %2 holds %3, and %3 fits only %4 there</source>
        <translation>tout ensemble de chiffres différents qui convient aux candidats des cases libres de la cage, %1, et totalise %2 contient %3, et %3 ne peut aller là qu&apos;en %4</translation>
    </message>
    <message>
        <source>Killer cages</source>
        <translation>Cages du killer</translation>
    </message>
    <message>
        <source>singles only (on a killer, cage combinations too)</source>
        <translation>singletons uniquement (dans un killer, les combinaisons de cage aussi)</translation>
    </message>
    <message>
        <source>locked candidates, pairs and triples (on a killer, the 45 rule too)</source>
        <translation>candidats verrouillés, paires et triplets (dans un killer, la règle des 45 aussi)</translation>
    </message>
    <message>
        <source>the open cells of the cage, %1, add up to %2, and %4 is the only set of %3 different digits that does</source>
        <translation>les cases libres de la cage, %1, totalisent %2, et %4 est le seul ensemble de %3 chiffres différents qui fait ce total</translation>
    </message>
    <message>
        <source>the open cells of the cage, %1, add up to %2, and only %4 make that with %3 different digits</source>
        <translation>les cases libres de la cage, %1, totalisent %2, et seuls %4 font ce total avec %3 chiffres différents</translation>
    </message>
    <message>
        <source>a variant&apos;s name (classic, x, windoku, jigsaw, killer or samurai)</source>
        <translation>le nom d’une variante (classic, x, windoku, jigsaw, killer ou samurai)</translation>
    </message>
    <message>
        <source>a samurai has 21 rows, this one ends after %1</source>
        <translation>un samouraï a 21 lignes, celui-ci s’arrête après %1</translation>
    </message>
    <message>
        <source>a space (r%1c%2 is outside the five grids)</source>
        <translation>une espace (r%1c%2 est hors des cinq grilles)</translation>
    </message>
    <message>
        <source>the end of the row (21 squares)</source>
        <translation>la fin de la ligne (21 cases)</translation>
    </message>
    <message>
        <source>Samurai Sudoku</source>
        <translation>Sudoku samouraï</translation>
    </message>
    <message>
        <source>the top-left grid</source>
        <comment>of a samurai&apos;s five</comment>
        <translation>la grille en haut à gauche</translation>
    </message>
    <message>
        <source>the top-right grid</source>
        <comment>of a samurai&apos;s five</comment>
        <translation>la grille en haut à droite</translation>
    </message>
    <message>
        <source>the middle grid</source>
        <comment>of a samurai&apos;s five</comment>
        <translation>la grille du milieu</translation>
    </message>
    <message>
        <source>the bottom-left grid</source>
        <comment>of a samurai&apos;s five</comment>
        <translation>la grille en bas à gauche</translation>
    </message>
    <message>
        <source>the bottom-right grid</source>
        <comment>of a samurai&apos;s five</comment>
        <translation>la grille en bas à droite</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a samurai&apos;s unit: row 3 of the top-left grid</comment>
        <translation>%1 de %2</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <source>&quot;%1&quot; is missing or not a string</source>
        <translation>«&#xa0;%1&#xa0;» est absent ou n&apos;est pas une chaîne de caractères</translation>
    </message>
    <message>
        <source>not a Sudoku Studio game file: line %1, column %2: %3</source>
        <translation>pas un fichier de partie Sudoku Studio&#xa0;: ligne %1, colonne %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>not a Sudoku Studio game file (no &quot;format&quot;: &quot;%1&quot;)</source>
        <translation>pas un fichier de partie Sudoku Studio (pas de &quot;format&quot;: &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>the file is version %1, made by a newer Sudoku Studio; this one reads version %2</source>
        <translation>le fichier est en version %1, créé par un Sudoku Studio plus récent&#x202f;; celui-ci lit la version %2</translation>
    </message>
    <message>
        <source>&quot;digits&quot;: %1 changes the given %2</source>
        <translation>«&#xa0;digits&#xa0;»&#xa0;: %1 modifie le chiffre donné %2</translation>
    </message>
    <message>
        <source>&quot;givens&quot;: %1</source>
        <translation>«&#xa0;givens&#xa0;»&#xa0;: %1</translation>
    </message>
    <message>
        <source>&quot;pencilMarks&quot; is not an object</source>
        <translation>«&#xa0;pencilMarks&#xa0;» n&apos;est pas un objet</translation>
    </message>
    <message>
        <source>&quot;pencilMarks&quot;, %1: expected a string of digits</source>
        <translation>«&#xa0;pencilMarks&#xa0;», %1&#xa0;: une suite de chiffres est attendue</translation>
    </message>
    <message>
        <source>&quot;elapsedMs&quot; must be a number of milliseconds, 0 or more</source>
        <translation>«&#xa0;elapsedMs&#xa0;» doit être un nombre de millisecondes, positif ou nul</translation>
    </message>
    <message>
        <source>&quot;elapsedMs&quot; is too large for a time played</source>
        <translation>«&#xa0;elapsedMs&#xa0;» est trop grand pour un temps de jeu</translation>
    </message>
    <message>
        <source>&quot;completed&quot; is true but the digits do not solve the puzzle</source>
        <translation>«&#xa0;completed&#xa0;» vaut true, mais les chiffres ne résolvent pas la grille</translation>
    </message>
    <message>
        <source>&quot;hintsUsed&quot; must be a whole number, 0 or more</source>
        <translation>«&#xa0;hintsUsed&#xa0;» doit être un nombre entier, positif ou nul</translation>
    </message>
    <message>
        <source>a digit 1-%1 or &apos;.&apos;</source>
        <translation>un chiffre de 1 à %1 ou «&#xa0;.&#xa0;»</translation>
    </message>
    <message>
        <source>a digit 1-9, a letter A-%1 or &apos;.&apos;</source>
        <translation>un chiffre de 1 à 9, une lettre de A à %1 ou «&#xa0;.&#xa0;»</translation>
    </message>
    <message>
        <source>digits 1-%1</source>
        <translation>des chiffres de 1 à %1</translation>
    </message>
    <message>
        <source>digits 1-9 or letters A-%1</source>
        <translation>des chiffres de 1 à 9 ou des lettres de A à %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has %2 cells, expected %3</source>
        <translation>«&#xa0;%1&#xa0;» a %2 cases, %3 attendues</translation>
    </message>
    <message>
        <source>&quot;%1&quot;, %2: expected %3, found &apos;%4&apos;</source>
        <translation>«&#xa0;%1&#xa0;», %2&#xa0;: %3 attendu, «&#xa0;%4&#xa0;» trouvé</translation>
    </message>
    <message>
        <source>&quot;size&quot; must be a board&apos;s size: 4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24 or 25</source>
        <translation>«&#xa0;size&#xa0;» doit être une taille de grille&#xa0;: 4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24 ou 25</translation>
    </message>
    <message>
        <source>&quot;box&quot; must be the box of a %1×%1 board, rows x columns such as %2</source>
        <translation>«&#xa0;box&#xa0;» doit être le bloc d&apos;une grille %1×%1, lignes x colonnes comme %2</translation>
    </message>
    <message>
        <source>&quot;pencilMarks&quot;: &quot;%1&quot; is not a cell name like r1c1 of a %2×%2 board</source>
        <translation>«&#xa0;pencilMarks&#xa0;»&#xa0;: «&#xa0;%1&#xa0;» n&apos;est pas un nom de case comme r1c1 d&apos;une grille %2×%2</translation>
    </message>
    <message>
        <source>&quot;pencilMarks&quot;, %1: expected %2, found &apos;%3&apos;</source>
        <translation>«&#xa0;pencilMarks&#xa0;», %1&#xa0;: %2 attendus, «&#xa0;%3&#xa0;» trouvé</translation>
    </message>
    <message>
        <source>the file is larger than a game file can be (%1 MB at most)</source>
        <translation>le fichier est plus grand qu’un fichier de partie ne peut l’être (%1 Mo au plus)</translation>
    </message>
    <message>
        <source>&quot;version&quot; is missing</source>
        <translation>«&#xa0;version&#xa0;» manque</translation>
    </message>
    <message>
        <source>&quot;version&quot; must be a whole number, 1 or more</source>
        <translation>«&#xa0;version&#xa0;» doit être un nombre entier, 1 ou plus</translation>
    </message>
    <message>
        <source>&quot;pencilMarks&quot;, %1: more than %2 digits</source>
        <translation>«&#xa0;pencilMarks&#xa0;», %1&#xa0;: plus de %2 chiffres</translation>
    </message>
    <message>
        <source>&quot;source&quot; is longer than %1 characters</source>
        <translation>«&#xa0;source&#xa0;» dépasse %1 caractères</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: &quot;%2&quot; is not a cell name like r1c1 of a %3×%3 board</source>
        <translation>« %1 » : « %2 » n’est pas un nom de case comme r1c1 d’une grille %3×%3</translation>
    </message>
    <message>
        <source>&quot;%1&quot;, %2: expected a colour number 1-%3</source>
        <translation>« %1 », %2 : numéro de couleur 1-%3 attendu</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an object</source>
        <translation>« %1 » n’est pas un objet</translation>
    </message>
    <message>
        <source>&quot;candidateColours&quot;, %1: expected an object of digits and colours</source>
        <translation>« candidateColours », %1 : objet de chiffres et de couleurs attendu</translation>
    </message>
    <message>
        <source>&quot;candidateColours&quot;, %1: expected %2, found &quot;%3&quot;</source>
        <translation>« candidateColours », %1 : %2 attendu, « %3 » trouvé</translation>
    </message>
    <message>
        <source>&quot;candidateColours&quot;, %1: %2 is not pencilled in there</source>
        <translation>« candidateColours », %1 : %2 n’y est pas noté au crayon</translation>
    </message>
    <message>
        <source>&quot;variant&quot; must be one of %1</source>
        <translation>« variant » doit être l’un de ceux-ci : %1</translation>
    </message>
    <message>
        <source>&quot;layout&quot; is not a string</source>
        <translation>« layout » n’est pas une chaîne</translation>
    </message>
    <message>
        <source>&quot;layout&quot;, character %1: %2</source>
        <translation>« layout », caractère %1 : %2</translation>
    </message>
    <message>
        <source>&quot;layout&quot;: %1</source>
        <translation>« layout » : %1</translation>
    </message>
    <message>
        <source>&quot;layout&quot; belongs to jigsaw and killer games alone, not to %1</source>
        <translation>« layout » n’appartient qu’aux parties jigsaw et killer, pas à %1</translation>
    </message>
    <message>
        <source>&quot;variant&quot;: %1</source>
        <translation>« variant » : %1</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <source>How to Play</source>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>Les règles</translation>
    </message>
    <message>
        <source>Fill every empty cell with a digit so that each row, each column and each box (the cells inside the thick lines) holds every digit exactly once. The digits in bold are the givens: they cannot be changed. A well-made puzzle has exactly one solution, and it can be reached by reasoning alone, without guessing.</source>
        <translation>Remplissez chaque case vide d’un chiffre de sorte que chaque ligne, chaque colonne et chaque bloc (les cases entre les traits épais) contienne chaque chiffre exactement une fois. Les chiffres en gras sont donnés : on ne peut pas les changer. Une grille bien faite a exactement une solution, et l’on y arrive par le seul raisonnement, sans deviner.</translation>
    </message>
    <message>
        <source>A 9×9 board takes the digits 1 to 9. A board of another size takes as many digits as it has columns: a 16×16 board writes 10 to 16 as A to G (or as numbers: View › Digits Above 9), and a 6×6 board has boxes of two rows and three columns.</source>
        <translation>Une grille 9×9 prend les chiffres 1 à 9. Une grille d’une autre taille prend autant de chiffres qu’elle a de colonnes : une grille 16×16 écrit 10 à 16 avec les lettres A à G (ou en nombres : Affichage › Chiffres au-delà de 9), et les blocs d’une grille 6×6 ont deux lignes et trois colonnes.</translation>
    </message>
    <message>
        <source>Digits and pencil marks</source>
        <translation>Chiffres et notes</translation>
    </message>
    <message>
        <source>Select a cell with the mouse or the arrow keys and type a digit, or click it on the pad beside the board (its small number says how many are left to place). Delete, Backspace or 0 clears the cell. A digit repeated in a row, column or box is drawn in red with a mark in its corner; View › Show Mistakes also marks the digits that differ from the solution.</source>
        <translation>Sélectionnez une case à la souris ou avec les flèches et tapez un chiffre, ou cliquez-le sur le pavé à côté de la grille (son petit nombre dit combien il en reste à placer). Suppr, Retour arrière ou 0 vide la case. Un chiffre répété dans une ligne, une colonne ou un bloc s’affiche en rouge, avec une marque dans son coin ; Affichage › Afficher les erreurs marque aussi les chiffres qui diffèrent de la solution.</translation>
    </message>
    <message>
        <source>Pencil marks note the digits a cell can still take. Space or N turns pencil mode on and off: in it, digits add and remove marks; Shift or Ctrl with a digit does so in either mode. Edit › Fill Pencil Marks writes every cell&apos;s candidates at once, and placing a digit removes it from the marks of its row, column and box.</source>
        <translation>Les notes retiennent les chiffres qu’une case peut encore prendre. Espace ou N active et désactive le mode notes : les chiffres y ajoutent et retirent des notes ; Maj ou Ctrl avec un chiffre le fait dans les deux modes. Édition › Remplir les notes écrit d’un coup les candidats de chaque case, et placer un chiffre le retire des notes de sa ligne, de sa colonne et de son bloc.</translation>
    </message>
    <message>
        <source>Every change can be undone (Ctrl+Z) and redone (Ctrl+Shift+Z). The game is saved as you play and resumed at the next start; P pauses the clock and hides the board.</source>
        <translation>Toute modification peut être annulée (Ctrl+Z) et rétablie (Ctrl+Maj+Z). La partie est enregistrée pendant que vous jouez et reprise au prochain démarrage ; P met l’horloge en pause et cache la grille.</translation>
    </message>
    <message>
        <source>Tools for harder puzzles</source>
        <translation>Des outils pour les grilles difficiles</translation>
    </message>
    <message>
        <source>View › Filter (Alt+1 to Alt+9) picks out the cells where a digit can still go and dims the rest; Alt+0 picks out the cells with two candidates. Edit › Colours gives six colour pens (Ctrl+Alt+1 to Ctrl+Alt+6, or the pens under the pad): with one, a click paints a candidate or a cell, to follow a chain or a colouring by hand. Each colour has a shape of its own, so the colours differ even to eyes that do not tell the hues apart.</source>
        <translation>Affichage › Filtre (Alt+1 à Alt+9) fait ressortir les cases où un chiffre peut encore aller et estompe les autres ; Alt+0 fait ressortir les cases à deux candidats. Édition › Couleurs donne six feutres (Ctrl+Alt+1 à Ctrl+Alt+6, ou les feutres sous le pavé) : avec l’un d’eux, un clic colorie un candidat ou une case, pour suivre à la main une chaîne ou un coloriage. Chaque couleur a sa propre forme : les couleurs se distinguent même pour des yeux qui ne distinguent pas les teintes.</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Indices</translation>
    </message>
    <message>
        <source>Press H, or Hint, when you are stuck. The first press says where to look and which technique to look for; the second explains the step and shows it on the board — the cells it uses, the candidates it removes and, for a chain, the links from candidate to candidate, numbered as in the text; the third makes the step. S makes the next step at once. A hint first checks your board: when a digit is wrong, or a pencil mark has lost the right digit, it says so instead.</source>
        <translation>Appuyez sur H, ou Indice, quand vous êtes bloqué. Le premier appui dit où regarder et quelle technique chercher ; le deuxième explique le pas et le montre sur la grille — les cases qu’il utilise, les candidats qu’il retire et, pour une chaîne, les liens de candidat en candidat, numérotés comme dans le texte ; le troisième fait le pas. S fait aussitôt le pas suivant. Un indice vérifie d’abord votre grille : si un chiffre est faux, ou si une note a perdu le bon chiffre, il le dit à la place.</translation>
    </message>
    <message>
        <source>Hints use the techniques strong players use, from singles to forcing chains, under the names Sudoku Explainer and HoDoKu give them, and they never guess: every puzzle with one solution is solved by logic alone.</source>
        <translation>Les indices utilisent les techniques des joueurs forts, des singletons aux chaînes forçantes, sous les noms que leur donnent Sudoku Explainer et HoDoKu, et ne devinent jamais : toute grille à solution unique se résout par la seule logique.</translation>
    </message>
    <message>
        <source>Watching the solver</source>
        <translation>Regarder le solveur</translation>
    </message>
    <message>
        <source>F5 (Solve › Watch Solve) shows a solving algorithm at work on the puzzle, step by step, in the solver panel: backtracking tries digits and takes them back, constraint propagation fills in what it can, and the human-style solver uses the techniques of the hints. Choose the algorithm and the pace in the panel; F6 takes one step, Shift+F5 stops. Solve › Compare Algorithms (F7) runs them all on the puzzle and compares their work.</source>
        <translation>F5 (Résolution › Regarder la résolution) montre un algorithme de résolution au travail sur la grille, pas à pas, dans le panneau du solveur : le retour arrière essaie des chiffres et les reprend, la propagation de contraintes remplit ce qu’elle peut, et le solveur à la manière humaine utilise les techniques des indices. Choisissez l’algorithme et l’allure dans le panneau ; F6 fait un pas, Maj+F5 arrête. Résolution › Comparer les algorithmes (F7) les lance tous sur la grille et compare leur travail.</translation>
    </message>
    <message>
        <source>New puzzles and sizes</source>
        <translation>Nouvelles grilles et tailles</translation>
    </message>
    <message>
        <source>Game › New Game (Ctrl+N) makes a puzzle of the level and size you choose, from 4×4 for beginners and children to 25×25; each level names the techniques it needs. Game › Open reads puzzles from files in the common formats, Edit › Paste from the clipboard, and Game › Enter a Puzzle (Ctrl+E) lets you type one in from a newspaper: it is checked for exactly one solution before play starts.</source>
        <translation>Partie › Nouvelle partie (Ctrl+N) crée une grille du niveau et de la taille choisis, de 4×4 pour les débutants et les enfants à 25×25 ; chaque niveau nomme les techniques qu’il demande. Partie › Ouvrir lit des grilles dans des fichiers aux formats courants, Édition › Coller une grille depuis le presse-papiers, et Partie › Saisir une grille (Ctrl+E) permet d’en taper une tirée du journal : on vérifie qu’elle a exactement une solution avant de commencer.</translation>
    </message>
    <message>
        <source>Every key is listed under Help › Keyboard Shortcuts.</source>
        <translation>Toutes les touches sont dans Aide › Raccourcis clavier.</translation>
    </message>
    <message>
        <source>Help › Techniques explains each technique, how to spot it, and shows it on a board where it is the next step; the link under a hint opens the page of the technique it names. Game › Practice serves positions where the technique you choose is the next step: mark what it does, and Check says whether you are right and keeps your record.</source>
        <translation>Aide › Techniques explique chaque technique et comment la repérer, et la montre sur une grille où elle est l’étape suivante ; le lien sous un indice ouvre la page de la technique qu’il nomme. Partie › Entraînement propose des positions où la technique choisie est l’étape suivante : marquez ce qu’elle fait, et Vérifier dit si vous avez raison et tient votre bilan.</translation>
    </message>
</context>
<context>
    <name>InputFile</name>
    <message>
        <source>It is a folder, not a file.</source>
        <translation>C’est un dossier, pas un fichier.</translation>
    </message>
    <message>
        <source>It is a pipe (a FIFO), not a file: Sudoku Studio reads puzzles only from files.</source>
        <translation>C’est un tube (une FIFO), pas un fichier&#xa0;: Sudoku Studio ne lit les grilles que dans des fichiers.</translation>
    </message>
    <message>
        <source>It is a socket, not a file: Sudoku Studio reads puzzles only from files.</source>
        <translation>C’est un socket, pas un fichier&#xa0;: Sudoku Studio ne lit les grilles que dans des fichiers.</translation>
    </message>
    <message>
        <source>It is a device, not a file: Sudoku Studio reads puzzles only from files.</source>
        <translation>C’est un périphérique, pas un fichier&#xa0;: Sudoku Studio ne lit les grilles que dans des fichiers.</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source> and %1 more</source>
        <translation> et %1 autres</translation>
    </message>
    <message>
        <source>Open Puzzle</source>
        <translation>Ouvrir une grille</translation>
    </message>
    <message>
        <source>Sudoku Studio cannot open the game “%1”.</source>
        <translation>Sudoku Studio ne peut pas ouvrir la partie «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Sudoku Studio cannot read a puzzle from “%1”.</source>
        <translation>Sudoku Studio ne peut pas lire de grille dans «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>The game in play is unchanged.</source>
        <translation>La partie en cours n&apos;a pas changé.</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Sudoku Studio cannot save to “%1”: %2</source>
        <translation>Sudoku Studio ne peut pas enregistrer dans «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>Autosave Failed</source>
        <translation>Échec de l&apos;enregistrement automatique</translation>
    </message>
    <message>
        <source>Sudoku Studio cannot save your game to “%1”: %2</source>
        <translation>Sudoku Studio ne peut pas enregistrer votre partie dans «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>Your moves since the last save are not safe if the program stops. It tries again with every change; Save As in the Game menu keeps a copy elsewhere.</source>
        <translation>Vos coups depuis le dernier enregistrement seront perdus si le programme s&apos;arrête. Il réessaie à chaque modification&#x202f;; «&#xa0;Enregistrer sous&#xa0;» dans le menu Partie en garde une copie ailleurs.</translation>
    </message>
    <message>
        <source>Quit Without Saving?</source>
        <translation>Quitter sans enregistrer&#x202f;?</translation>
    </message>
    <message>
        <source>The game could not be saved to “%1”: %2</source>
        <translation>La partie n&apos;a pas pu être enregistrée dans «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>If you quit now, the next start cannot resume this game.</source>
        <translation>Si vous quittez maintenant, le prochain démarrage ne pourra pas reprendre cette partie.</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Quit Anyway</source>
        <translation>&amp;Quitter quand même</translation>
    </message>
    <message>
        <source>Game Not Resumed</source>
        <translation>Partie non reprise</translation>
    </message>
    <message>
        <source>The game saved when Sudoku Studio last closed could not be read: %1</source>
        <translation>La partie enregistrée à la dernière fermeture de Sudoku Studio n&apos;a pas pu être lue&#xa0;: %1</translation>
    </message>
    <message>
        <source>The damaged file is kept as “%1”. A new game has started.</source>
        <translation>Le fichier endommagé est conservé sous «&#xa0;%1&#xa0;». Une nouvelle partie a commencé.</translation>
    </message>
    <message>
        <source>The damaged file stays at “%1”: it could not be moved aside (%2). A new game has started.</source>
        <translation>Le fichier endommagé reste à «&#xa0;%1&#xa0;»&#xa0;: il n&apos;a pas pu être mis de côté (%2). Une nouvelle partie a commencé.</translation>
    </message>
    <message>
        <source>Replace the Game?</source>
        <translation>Remplacer la partie&#x202f;?</translation>
    </message>
    <message>
        <source>The game in progress and your entries in it will be replaced.</source>
        <translation>La partie en cours et vos saisies seront remplacées.</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Remplacer</translation>
    </message>
    <message>
        <source>Enter a Puzzle</source>
        <translation>Saisir une grille</translation>
    </message>
    <message>
        <source>This puzzle has no solution.</source>
        <translation>Cette grille n&apos;a pas de solution.</translation>
    </message>
    <message>
        <source>These cells repeat a digit in a row, column or box: %1.</source>
        <translation>Ces cases répètent un chiffre dans une ligne, une colonne ou un bloc&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Every attempt to complete it runs into a contradiction.</source>
        <translation>Toute tentative de la compléter aboutit à une contradiction.</translation>
    </message>
    <message>
        <source>No digit can be completed here: %1.</source>
        <translation>Aucun chiffre ne peut aller ici&#xa0;: %1.</translation>
    </message>
    <message>
        <source>This puzzle has more than one solution.</source>
        <translation>Cette grille a plus d&apos;une solution.</translation>
    </message>
    <message>
        <source>Two of its solutions differ in these cells: %1.
Play it anyway?</source>
        <translation>Deux de ses solutions diffèrent dans ces cases&#xa0;: %1.
Jouer quand même&#xa0;?</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Grille résolue</translation>
    </message>
    <message>
        <source>You solved it in %1.</source>
        <translation>Vous l&apos;avez résolue en %1.</translation>
    </message>
    <message>
        <source>Start a new puzzle from the Game menu.</source>
        <translation>Commencez une nouvelle grille depuis le menu Partie.</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Best Times</source>
        <translation>Meilleurs temps</translation>
    </message>
    <message>
        <source>&lt;table&gt;%1&lt;/table&gt;</source>
        <translation>&lt;table&gt;%1&lt;/table&gt;</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Réinitialiser</translation>
    </message>
    <message>
        <source>About Sudoku Studio</source>
        <translation>À propos de Sudoku Studio</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Sudoku Studio %1&lt;/h3&gt;&lt;p&gt;Play Sudoku with pencil marks, undo and autosave; ask for a hint that explains the next logical step; watch six classic algorithms solve a puzzle, step by step, and compare them.&lt;/p&gt;&lt;p&gt;&lt;tt&gt;sudoku-cli&lt;/tt&gt; solves, counts, rates, generates and benchmarks puzzles from the command line.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Sudoku Studio %1&lt;/h3&gt;&lt;p&gt;Jouez au Sudoku avec notes, annulation et enregistrement automatique&#x202f;; demandez un indice qui explique la prochaine étape logique&#x202f;; regardez six algorithmes classiques résoudre une grille, étape par étape, et comparez-les.&lt;/p&gt;&lt;p&gt;&lt;tt&gt;sudoku-cli&lt;/tt&gt; résout, dénombre, cote, génère et chronomètre des grilles en ligne de commande.&lt;/p&gt;&lt;p&gt;Compilé avec Qt %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>The new language shows when Sudoku Studio starts again.</source>
        <translation>La nouvelle langue s&apos;affichera au prochain démarrage de Sudoku Studio.</translation>
    </message>
    <message>
        <source>&lt;p&gt;Sudoku Studio is free software: you may share and change it under the GNU General Public License, version 3 or any later version (GPL-3.0-or-later). It comes with no warranty. It uses Qt under Qt&apos;s own licence: see Help › About Qt.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Sudoku Studio est un logiciel libre : vous pouvez le partager et le modifier selon les termes de la Licence publique générale GNU, version 3 ou toute version ultérieure (GPL-3.0-or-later). Il est fourni sans aucune garantie. Il utilise Qt sous la licence propre de Qt : voir Aide › À propos de Qt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Save it first to come back to it later.</source>
        <translation>Enregistrez-la d’abord pour y revenir plus tard.</translation>
    </message>
    <message>
        <source>&amp;Save First</source>
        <translation>&amp;Enregistrer d’abord</translation>
    </message>
    <message>
        <source>%1, unrated</source>
        <translation>%1, non coté</translation>
    </message>
    <message>
        <source>Puzzles solved without hints count, by the level and size or rules of the puzzle; a killer&apos;s, by its rules alone.</source>
        <translation>Seules comptent les grilles résolues sans indice, selon leur niveau et leur taille ou leurs règles ; un killer, selon ses seules règles.</translation>
    </message>
</context>
<context>
    <name>Print</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
    <message>
        <source>Solution: %1</source>
        <translation>Solution&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>PuzzleListModel</name>
    <message>
        <source>unreadable: %1</source>
        <translation>illisible&#xa0;: %1</translation>
    </message>
    <message>
        <source>#</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Clues</source>
        <translation>Chiffres donnés</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Grille</translation>
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
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Tout enregistrer</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Oui</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Oui à &amp;tout</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Non</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>Non à to&amp;ut</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignorer</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Ne pas tenir compte</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Réinitialiser</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Restaurer les valeurs par défaut</translation>
    </message>
</context>
<context>
    <name>TechniquePages</name>
    <message>
        <source>When a row, a column or a box has one empty cell left, that cell takes the one digit the unit is still missing.</source>
        <translation>Quand il ne reste qu’une case vide dans une ligne, une colonne ou un bloc, cette case prend le seul chiffre qui manque encore à l’unité.</translation>
    </message>
    <message>
        <source>Look for units with eight digits. It is the first thing to fill in, and the easiest.</source>
        <translation>Cherchez les unités qui ont huit chiffres. C’est la première chose à remplir, et la plus facile.</translation>
    </message>
    <message>
        <source>A digit that can go in only one cell of a row, column or box goes there, whatever else that cell could hold.</source>
        <translation>Un chiffre qui ne peut aller que dans une seule case d’une ligne, d’une colonne ou d’un bloc va dans cette case, quoi qu’elle puisse contenir d’autre.</translation>
    </message>
    <message>
        <source>Take a digit and a box (or a line) that lacks it. Every cell where a peer already holds the digit is ruled out; when only one cell is left, that is the digit&apos;s place. Boxes give most of them.</source>
        <translation>Prenez un chiffre et un bloc (ou une ligne ou colonne) où il manque. Toute case dont une case voisine contient déjà ce chiffre est exclue ; quand il ne reste qu’une case, c’est la place du chiffre. Ce sont les blocs qui en donnent le plus.</translation>
    </message>
    <message>
        <source>A cell whose row, column and box together hold every digit but one can only take that one.</source>
        <translation>Une case dont la ligne, la colonne et le bloc contiennent ensemble tous les chiffres sauf un ne peut prendre que celui-là.</translation>
    </message>
    <message>
        <source>Look at cells with many filled peers, or at the pencil marks: a cell with one candidate left is a naked single.</source>
        <translation>Regardez les cases qui ont beaucoup de cases voisines remplies, ou les notes : une case à laquelle il ne reste qu’un candidat est un singleton nu.</translation>
    </message>
    <message>
        <source>The places of a digit in a box all lie in one row or column, so the digit is in that line inside the box. Another box crossing the line then has one place left for the digit, which it takes.</source>
        <translation>Les places d’un chiffre dans un bloc sont toutes sur une même ligne ou colonne : dans ce bloc, le chiffre est donc sur cette ligne ou colonne. Un autre bloc qu’elle traverse n’a alors plus qu’une place pour le chiffre, qui y va.</translation>
    </message>
    <message>
        <source>When a hidden single is almost there in a box, look at the boxes beside it: a digit confined to one line of a neighbouring box rules out that line too.</source>
        <translation>Quand un singleton caché est presque là dans un bloc, regardez les blocs voisins : un chiffre confiné à une ligne ou colonne d’un bloc voisin exclut aussi cette ligne ou colonne.</translation>
    </message>
    <message>
        <source>The places of a digit in a row or column all lie in one box, so the box holds it in that line. Another line crossing the box then has one place left for the digit, which it takes.</source>
        <translation>Les places d’un chiffre dans une ligne ou une colonne sont toutes dans un même bloc : le bloc le contient donc sur cette ligne ou colonne. Une autre ligne ou colonne qui traverse le bloc n’a alors plus qu’une place pour le chiffre, qui y va.</translation>
    </message>
    <message>
        <source>Look at a line where a digit has two or three places, all inside one box: the rest of that box loses the digit, which can leave a single in another line of the box.</source>
        <translation>Regardez une ligne ou colonne où un chiffre a deux ou trois places, toutes dans le même bloc : le reste du bloc perd ce chiffre, ce qui peut laisser un singleton sur une autre ligne ou colonne du bloc.</translation>
    </message>
    <message>
        <source>Two digits that fit only in the same two cells of a unit fill those cells between them, so no other digit goes there. That can leave a third digit with one place left in the unit, which it takes.</source>
        <translation>Deux chiffres qui ne peuvent aller que dans les deux mêmes cases d’une unité remplissent ces deux cases à eux deux : aucun autre chiffre n’y va. Il peut alors ne rester à un troisième chiffre qu’une place dans l’unité, qu’il prend.</translation>
    </message>
    <message>
        <source>In a unit with a digit that has two places, one of them shared with a pair of digits confined to two cells: those two cells are taken, and the digit goes to its other place.</source>
        <translation>Dans une unité, un chiffre a deux places, dont l’une est partagée avec une paire de chiffres confinés à deux cases : ces deux cases sont prises, et le chiffre va à son autre place.</translation>
    </message>
    <message>
        <source>Three digits that fit only in the same three cells of a unit fill them, so no other digit goes there; another digit is left with one place in the unit and takes it.</source>
        <translation>Trois chiffres qui ne peuvent aller que dans les trois mêmes cases d’une unité les remplissent : aucun autre chiffre n’y va ; un autre chiffre n’a plus qu’une place dans l’unité et la prend.</translation>
    </message>
    <message>
        <source>As the direct hidden pair, with three digits confined to three cells.</source>
        <translation>Comme la paire cachée directe, avec trois chiffres confinés à trois cases.</translation>
    </message>
    <message>
        <source>The candidates of a digit in a box all lie in one row or one column. The digit is in that line inside the box, so it cannot be anywhere else in the line.</source>
        <translation>Les candidats d’un chiffre dans un bloc sont tous sur une même ligne ou une même colonne. Le chiffre est sur cette ligne ou colonne à l’intérieur du bloc : il ne peut donc être nulle part ailleurs sur celle-ci.</translation>
    </message>
    <message>
        <source>For each box and digit, see whether its pencil marks line up. Two or three marks in a row of a box, and none elsewhere in the box, point along the row and strike the digit from it outside the box.</source>
        <translation>Pour chaque bloc et chaque chiffre, regardez si ses notes sont alignées. Deux ou trois notes sur une ligne du bloc, et aucune ailleurs dans le bloc, pointent le long de la ligne et y éliminent le chiffre hors du bloc.</translation>
    </message>
    <message>
        <source>The candidates of a digit in a row or column all lie in one box. The line&apos;s copy of the digit is in that box, so the box cannot hold the digit anywhere off the line.</source>
        <translation>Les candidats d’un chiffre dans une ligne ou une colonne sont tous dans un même bloc. Le chiffre de cette ligne ou colonne est donc dans ce bloc, et le bloc ne peut le contenir nulle part en dehors d’elle.</translation>
    </message>
    <message>
        <source>For each line and digit, see whether its marks fall in one box; the other cells of that box lose the digit.</source>
        <translation>Pour chaque ligne ou colonne et chaque chiffre, regardez si ses notes tombent dans un même bloc ; les autres cases de ce bloc perdent le chiffre.</translation>
    </message>
    <message>
        <source>Two cells of a unit that hold only the same two candidates take those two digits between them, so no other cell of the unit can hold either.</source>
        <translation>Deux cases d’une unité qui ne contiennent que les deux mêmes candidats prennent ces deux chiffres à elles deux : aucune autre case de l’unité ne peut contenir l’un ou l’autre.</translation>
    </message>
    <message>
        <source>Look for two cells with the same two pencil marks in a row, column or box. Cross those two digits out of every other cell there (and of the box too, when both cells share one).</source>
        <translation>Cherchez deux cases ayant les deux mêmes notes dans une ligne, une colonne ou un bloc. Rayez ces deux chiffres de toutes les autres cases de cette unité (et du bloc aussi, quand les deux cases sont dans le même).</translation>
    </message>
    <message>
        <source>Three cells of a unit whose candidates together are only three digits take those digits, so the rest of the unit loses them. A cell need not hold all three: {1,2}, {2,3} and {1,3} are a triple.</source>
        <translation>Trois cases d’une unité dont les candidats, ensemble, ne sont que trois chiffres prennent ces chiffres : le reste de l’unité les perd. Une case n’a pas besoin de contenir les trois : {1,2}, {2,3} et {1,3} forment un triplet.</translation>
    </message>
    <message>
        <source>Look for three cells with two or three marks each, all drawn from the same three digits.</source>
        <translation>Cherchez trois cases de deux ou trois notes chacune, toutes prises parmi les trois mêmes chiffres.</translation>
    </message>
    <message>
        <source>Four cells of a unit whose candidates together are four digits take those digits; the other cells of the unit lose them.</source>
        <translation>Quatre cases d’une unité dont les candidats, ensemble, sont quatre chiffres prennent ces chiffres ; les autres cases de l’unité les perdent.</translation>
    </message>
    <message>
        <source>Four cells with marks from the same four digits. It is rarer and harder to see: count the digits the cells use together.</source>
        <translation>Quatre cases dont les notes sont prises parmi les quatre mêmes chiffres. C’est plus rare et plus difficile à voir : comptez les chiffres que les cases utilisent ensemble.</translation>
    </message>
    <message>
        <source>Two digits that fit only in the same two cells of a unit must fill them, so those cells lose every other candidate.</source>
        <translation>Deux chiffres qui ne peuvent aller que dans les deux mêmes cases d’une unité doivent les remplir : ces cases perdent donc tous leurs autres candidats.</translation>
    </message>
    <message>
        <source>In a unit, look for two digits that each have exactly two places, the same two. The pair is hidden among the cells&apos; other marks, which go.</source>
        <translation>Dans une unité, cherchez deux chiffres qui ont chacun exactement deux places, les deux mêmes. La paire est cachée parmi les autres notes des cases, qui s’en vont.</translation>
    </message>
    <message>
        <source>Three digits that fit only in the same three cells of a unit fill those cells; their other candidates go.</source>
        <translation>Trois chiffres qui ne peuvent aller que dans les trois mêmes cases d’une unité remplissent ces cases ; leurs autres candidats s’en vont.</translation>
    </message>
    <message>
        <source>Count the places of each digit in a unit: three digits whose places fall in the same three cells.</source>
        <translation>Comptez les places de chaque chiffre dans une unité : trois chiffres dont les places tombent dans les trois mêmes cases.</translation>
    </message>
    <message>
        <source>Four digits confined to the same four cells of a unit fill them; the cells&apos; other candidates go.</source>
        <translation>Quatre chiffres confinés aux quatre mêmes cases d’une unité les remplissent ; les autres candidats de ces cases s’en vont.</translation>
    </message>
    <message>
        <source>Rare: when a unit has many empty cells, four digits with few places may share four of them.</source>
        <translation>Rare : quand une unité a beaucoup de cases vides, quatre chiffres ayant peu de places peuvent se partager quatre d’entre elles.</translation>
    </message>
    <message>
        <source>A digit has exactly two places in each of two rows, and they lie in the same two columns. Whichever way the two rows place it, the digit takes both columns, so it leaves every other cell of those columns. (The same holds with columns and rows swapped.)</source>
        <translation>Un chiffre a exactement deux places dans chacune de deux lignes, et elles sont dans les deux mêmes colonnes. Quelle que soit la façon dont les deux lignes le placent, le chiffre occupe les deux colonnes : il quitte donc toutes les autres cases de ces colonnes. (De même en échangeant lignes et colonnes.)</translation>
    </message>
    <message>
        <source>Use the filter (Alt and the digit) to see one digit&apos;s places. Look for two rows whose places form the corners of a rectangle.</source>
        <translation>Utilisez le filtre (Alt et le chiffre) pour voir les places d’un chiffre. Cherchez deux lignes dont les places forment les coins d’un rectangle.</translation>
    </message>
    <message>
        <source>A digit&apos;s places in three rows lie in the same three columns (two or three in each row). The three rows put the digit in those three columns, so no other cell of the columns holds it.</source>
        <translation>Les places d’un chiffre dans trois lignes sont dans les trois mêmes colonnes (deux ou trois dans chaque ligne). Les trois lignes mettent le chiffre dans ces trois colonnes : aucune autre case de ces colonnes ne le contient.</translation>
    </message>
    <message>
        <source>Filter by the digit and look for three rows with few places, all within three columns; the columns&apos; other places go.</source>
        <translation>Filtrez sur le chiffre et cherchez trois lignes qui ont peu de places, toutes dans trois colonnes ; les autres places de ces colonnes s’en vont.</translation>
    </message>
    <message>
        <source>The fish of four lines: a digit&apos;s places in four rows lie in four columns; the columns&apos; other cells lose it.</source>
        <translation>Le poisson à quatre lignes : les places d’un chiffre dans quatre lignes sont dans quatre colonnes ; les autres cases de ces colonnes le perdent.</translation>
    </message>
    <message>
        <source>As the swordfish, with four lines. It is rare, and often a smaller fish is hidden in it.</source>
        <translation>Comme le Swordfish, avec quatre lignes. Il est rare, et un poisson plus petit s’y cache souvent.</translation>
    </message>
    <message>
        <source>An X-Wing but for one or two extra places of the digit, the fins, in one box. Either a fin holds the digit, or the X-Wing stands; a cell that sees the fins and lies in the X-Wing&apos;s cover column loses the digit either way. (Sashimi: a corner of the X-Wing is missing too.)</source>
        <translation>Un X-Wing, à une ou deux places supplémentaires du chiffre près, les ailerons, situées dans un même bloc. Soit un aileron contient le chiffre, soit le X-Wing tient ; une case qui voit les ailerons et se trouve dans la colonne de couverture du X-Wing perd le chiffre dans les deux cas. (Sashimi : il manque aussi un coin du X-Wing.)</translation>
    </message>
    <message>
        <source>Look for an almost X-Wing whose extra places sit in the box of one of its corners. Only the cells of the cover line inside that box can lose the digit.</source>
        <translation>Cherchez un presque X-Wing dont les places supplémentaires sont dans le bloc d’un de ses coins. Seules les cases de la ligne ou colonne de couverture situées dans ce bloc peuvent perdre le chiffre.</translation>
    </message>
    <message>
        <source>A swordfish with fins in one box: the cells of a cover line in the fins&apos; box lose the digit.</source>
        <translation>Un Swordfish avec des ailerons dans un même bloc : les cases d’une ligne ou colonne de couverture situées dans le bloc des ailerons perdent le chiffre.</translation>
    </message>
    <message>
        <source>As the finned X-Wing, with three lines.</source>
        <translation>Comme le X-Wing à aileron, avec trois lignes.</translation>
    </message>
    <message>
        <source>A jellyfish with fins in one box: the cells of a cover line in the fins&apos; box lose the digit.</source>
        <translation>Un Jellyfish avec des ailerons dans un même bloc : les cases d’une ligne ou colonne de couverture situées dans le bloc des ailerons perdent le chiffre.</translation>
    </message>
    <message>
        <source>As the finned X-Wing, with four lines.</source>
        <translation>Comme le X-Wing à aileron, avec quatre lignes.</translation>
    </message>
    <message>
        <source>Two rows where a digit has two places each (two strong links), sharing one column at their bases. One of the two tops holds the digit, so a cell that sees both tops loses it.</source>
        <translation>Deux lignes où un chiffre a deux places chacune (deux liens forts), dont les bases sont dans une même colonne. L’un des deux sommets contient le chiffre : une case qui voit les deux sommets le perd.</translation>
    </message>
    <message>
        <source>Filter by a digit and look for two lines with two places each, one end of each in the same cross line: the other two ends are the tops.</source>
        <translation>Filtrez sur un chiffre et cherchez deux lignes (ou deux colonnes) de deux places chacune, avec une extrémité de chacune sur une même perpendiculaire : les deux autres extrémités sont les sommets.</translation>
    </message>
    <message>
        <source>A strong link in a row and one in a column whose ends meet in one box. One of the two far ends holds the digit, so a cell seeing both loses it.</source>
        <translation>Un lien fort dans une ligne et un autre dans une colonne, dont deux extrémités se rejoignent dans un même bloc. L’une des deux extrémités éloignées contient le chiffre : une case qui voit les deux le perd.</translation>
    </message>
    <message>
        <source>Look for a row and a column with two places each for a digit, one end of each in a shared box.</source>
        <translation>Cherchez une ligne et une colonne ayant chacune deux places pour un chiffre, avec une extrémité de chacune dans un bloc commun.</translation>
    </message>
    <message>
        <source>Two strong links on one digit joined by a weak link, at least one of them in a box. One of the two outer ends holds the digit; a cell that sees both loses it.</source>
        <translation>Deux liens forts sur un même chiffre reliés par un lien faible, l’un au moins étant dans un bloc. L’une des deux extrémités extérieures contient le chiffre ; une case qui voit les deux le perd.</translation>
    </message>
    <message>
        <source>Find a digit with two places in a box and two in a line; when an end of one sees an end of the other, look at what sees both other ends.</source>
        <translation>Trouvez un chiffre qui a deux places dans un bloc et deux dans une ligne ou colonne ; quand une extrémité d’une paire voit une extrémité de l’autre, regardez ce qui voit les deux autres extrémités.</translation>
    </message>
    <message>
        <source>A box whose places for a digit all lie in one row and one column (an L or a cross), joined to a strong link in a line. The box holds the digit in its row or its column, which makes the far end of the strong link true or rules out one cell.</source>
        <translation>Un bloc dont les places pour un chiffre sont toutes sur une ligne et une colonne (en L ou en croix), relié à un lien fort dans une ligne ou colonne. Le bloc contient le chiffre dans sa ligne ou dans sa colonne, ce qui rend vraie l’extrémité éloignée du lien fort ou exclut une case.</translation>
    </message>
    <message>
        <source>Look for a box with three to five places for a digit, none outside one row and one column of it, and a line with two places for the digit that crosses one of them.</source>
        <translation>Cherchez un bloc qui a trois à cinq places pour un chiffre, aucune en dehors d’une ligne et d’une colonne du bloc, et une ligne ou colonne à deux places pour ce chiffre qui croise l’une d’elles.</translation>
    </message>
    <message>
        <source>A turbot fish where a link joins groups of places (a digit&apos;s places where a box and a line cross) rather than single cells.</source>
        <translation>Un Turbot Fish dont un lien relie des groupes de places (les places d’un chiffre au croisement d’un bloc et d’une ligne ou colonne) plutôt que des cases isolées.</translation>
    </message>
    <message>
        <source>As the turbot fish, reading two or three places inside a box and line as one end.</source>
        <translation>Comme le Turbot Fish, en lisant comme une seule extrémité deux ou trois places situées à la fois dans un bloc et dans une ligne ou colonne.</translation>
    </message>
    <message>
        <source>Three strong links on one digit in a row, joined by weak links. One of the chain&apos;s two ends holds the digit; a cell seeing both ends loses it. When the ends see each other, it is a loop.</source>
        <translation>Trois liens forts à la suite sur un même chiffre, reliés par des liens faibles. L’une des deux extrémités de la chaîne contient le chiffre ; une case qui voit les deux extrémités le perd. Quand les extrémités se voient, c’est une boucle.</translation>
    </message>
    <message>
        <source>Follow a digit from a unit where it has two places to another, and another: what sees both ends of the chain loses it.</source>
        <translation>Suivez un chiffre d’une unité où il a deux places à une autre, puis à une autre encore : ce qui voit les deux extrémités de la chaîne le perd.</translation>
    </message>
    <message>
        <source>Four strong links on one digit, joined by weak links: one end holds the digit.</source>
        <translation>Quatre liens forts sur un même chiffre, reliés par des liens faibles : l’une des extrémités contient le chiffre.</translation>
    </message>
    <message>
        <source>As the three-link chain, one link longer.</source>
        <translation>Comme la chaîne à trois liens, avec un lien de plus.</translation>
    </message>
    <message>
        <source>Colour a digit&apos;s conjugate pairs (units where it has two places) in two colours, alternating along the pairs. One colour is the truth. A cell that sees both colours loses the digit; two cells of one colour in a unit make that colour false.</source>
        <translation>Coloriez les paires conjuguées d’un chiffre (les unités où il a deux places) en deux couleurs, en alternant le long des paires. L’une des couleurs est la bonne. Une case qui voit les deux couleurs perd le chiffre ; deux cases d’une même couleur dans une unité rendent cette couleur fausse.</translation>
    </message>
    <message>
        <source>Use the colour pens: start at a pair, give its ends two colours, and go on from each end through its other pairs.</source>
        <translation>Utilisez les feutres : partez d’une paire, donnez deux couleurs à ses extrémités, et continuez depuis chaque extrémité par ses autres paires.</translation>
    </message>
    <message>
        <source>Two clusters of colours on one digit. When a colour of one cluster sees a colour of the other, at least one of the two opposite colours is true, so a cell seeing both of those loses the digit.</source>
        <translation>Deux groupes de couleurs sur un même chiffre. Quand une couleur d’un groupe voit une couleur de l’autre, au moins l’une des deux couleurs opposées est vraie : une case qui voit ces deux-là perd le chiffre.</translation>
    </message>
    <message>
        <source>After simple colouring finds nothing, colour a second cluster and see how the clusters touch.</source>
        <translation>Quand le coloriage simple ne trouve rien, coloriez un second groupe et regardez comment les groupes se touchent.</translation>
    </message>
    <message>
        <source>A pivot cell holding only {x,y} sees two pincers, {x,z} and {y,z}. Whatever the pivot holds, one pincer holds z, so a cell seeing both pincers loses z.</source>
        <translation>Une case pivot qui ne contient que {x,y} voit deux pinces, {x,z} et {y,z}. Quelle que soit la valeur du pivot, l’une des pinces contient z : une case qui voit les deux pinces perd z.</translation>
    </message>
    <message>
        <source>Look at cells with two candidates: for each, find two bivalue peers that share one digit with it and one digit, z, with each other.</source>
        <translation>Regardez les cases à deux candidats : pour chacune, trouvez deux cases voisines à deux candidats qui partagent un chiffre avec elle et un chiffre, z, entre elles.</translation>
    </message>
    <message>
        <source>A pivot holding {x,y,z} sees pincers {x,z} and {y,z}. One of the three holds z, so a cell seeing all three loses z.</source>
        <translation>Un pivot qui contient {x,y,z} voit les pinces {x,z} et {y,z}. L’une des trois cases contient z : une case qui voit les trois perd z.</translation>
    </message>
    <message>
        <source>As the XY-Wing, with a pivot of three candidates: only the cells that see the pivot too can lose z.</source>
        <translation>Comme le XY-Wing, avec un pivot à trois candidats : seules les cases qui voient aussi le pivot peuvent perdre z.</translation>
    </message>
    <message>
        <source>Two cells holding only {x,y}, far apart, and a strong link on x whose ends each see one of them. One of the two cells holds y, so a cell seeing both loses y.</source>
        <translation>Deux cases qui ne contiennent que {x,y}, éloignées l’une de l’autre, et un lien fort sur x dont chaque extrémité voit l’une d’elles. L’une des deux cases contient y : une case qui voit les deux perd y.</translation>
    </message>
    <message>
        <source>Look for two identical bivalue cells that do not see each other, then for a unit where x has two places that join them.</source>
        <translation>Cherchez deux cases identiques à deux candidats qui ne se voient pas, puis une unité où x a deux places qui les relient.</translation>
    </message>
    <message>
        <source>Four cells holding four digits between them, where every digit but z is restricted (its cells all see each other). z is in one of the cells that hold it, so what sees all of them loses z.</source>
        <translation>Quatre cases qui contiennent à elles toutes quatre chiffres, où chaque chiffre sauf z est restreint (ses cases se voient toutes). z est dans l’une des cases qui le contiennent : ce qui les voit toutes perd z.</translation>
    </message>
    <message>
        <source>A bent naked quad: four cells within two units holding four digits together.</source>
        <translation>Un quadruplet nu « coudé » : quatre cases réparties sur deux unités qui contiennent ensemble quatre chiffres.</translation>
    </message>
    <message>
        <source>The wing of five cells holding five digits: as the WXYZ-Wing, one size up.</source>
        <translation>Le wing de cinq cases qui contiennent cinq chiffres : comme le WXYZ-Wing, une taille au-dessus.</translation>
    </message>
    <message>
        <source>Five cells within two units whose marks use five digits.</source>
        <translation>Cinq cases réparties sur deux unités dont les notes utilisent cinq chiffres.</translation>
    </message>
    <message>
        <source>The wing of six cells holding six digits.</source>
        <translation>Le wing de six cases qui contiennent six chiffres.</translation>
    </message>
    <message>
        <source>Six cells within two units whose marks use six digits.</source>
        <translation>Six cases réparties sur deux unités dont les notes utilisent six chiffres.</translation>
    </message>
    <message>
        <source>The wing of seven cells holding seven digits.</source>
        <translation>Le wing de sept cases qui contiennent sept chiffres.</translation>
    </message>
    <message>
        <source>Seven cells within two units whose marks use seven digits.</source>
        <translation>Sept cases réparties sur deux unités dont les notes utilisent sept chiffres.</translation>
    </message>
    <message>
        <source>Four cells in two rows, two columns and two boxes could swap x and y if all four held only {x,y}, giving a second solution. The puzzle has one, so the one corner holding more cannot be x or y.</source>
        <translation>Quatre cases sur deux lignes, deux colonnes et deux blocs pourraient échanger x et y si toutes quatre ne contenaient que {x,y}, ce qui donnerait une seconde solution. La grille n’en a qu’une : le seul coin qui contient davantage ne peut valoir ni x ni y.</translation>
    </message>
    <message>
        <source>Look for three bivalue cells with the same pair at three corners of a rectangle spanning two boxes; the fourth corner loses the pair.</source>
        <translation>Cherchez trois cases à deux candidats portant la même paire, à trois coins d’un rectangle qui s’étend sur deux blocs ; le quatrième coin perd la paire.</translation>
    </message>
    <message>
        <source>A unique rectangle whose two extra corners hold the same one extra digit z. One of them must hold z, so a cell seeing both loses z.</source>
        <translation>Un rectangle unique dont les deux coins à candidats en plus ont le même et unique chiffre supplémentaire z. L’un d’eux doit contenir z : une case qui voit les deux perd z.</translation>
    </message>
    <message>
        <source>Two corners {x,y}, two corners {x,y,z} in a line: strike z from what sees both.</source>
        <translation>Deux coins {x,y}, deux coins {x,y,z} sur une même ligne ou colonne : éliminez z de ce qui voit les deux.</translation>
    </message>
    <message>
        <source>The extra corners of a unique rectangle, with their extra digits, act as one cell: with other cells of their unit they make a naked set, whose digits leave the rest of the unit.</source>
        <translation>Les coins à candidats en plus d’un rectangle unique, avec leurs chiffres supplémentaires, agissent comme une seule case : avec d’autres cases de leur unité, ils forment un sous-ensemble nu, dont les chiffres quittent le reste de l’unité.</translation>
    </message>
    <message>
        <source>Treat the extra digits of the two corners as a pseudo-cell and look for a naked pair or triple with it.</source>
        <translation>Traitez les chiffres supplémentaires des deux coins comme une pseudo-case et cherchez avec elle une paire ou un triplet nu.</translation>
    </message>
    <message>
        <source>In the two extra corners of a unique rectangle, x has no other place in their shared unit, so one of them holds x; neither may then hold y.</source>
        <translation>Dans l’unité commune aux deux coins à candidats en plus d’un rectangle unique, x n’a pas d’autre place qu’eux : l’un d’eux contient x, et aucun des deux ne peut alors contenir y.</translation>
    </message>
    <message>
        <source>A rectangle with two extra corners in a line where x has only those two places: they lose y.</source>
        <translation>Un rectangle avec deux coins à candidats en plus sur une ligne ou colonne où x n’a que ces deux places : ils perdent y.</translation>
    </message>
    <message>
        <source>A unique rectangle with the same extra digit in two diagonal corners or in three: a cell seeing all of those corners loses it.</source>
        <translation>Un rectangle unique avec le même chiffre supplémentaire dans deux coins opposés en diagonale, ou dans trois : une case qui voit tous ces coins le perd.</translation>
    </message>
    <message>
        <source>As the type 2, with the extra corners diagonal or three of them.</source>
        <translation>Comme le type 2, avec des coins à candidats en plus en diagonale, ou au nombre de trois.</translation>
    </message>
    <message>
        <source>A loop of six or more cells holding {x,y}, two in every unit it passes, could swap x and y. Its one cell holding more loses x and y.</source>
        <translation>Une boucle de six cases ou plus contenant {x,y}, deux dans chaque unité qu’elle traverse, pourrait échanger x et y. Sa seule case qui contient davantage perd x et y.</translation>
    </message>
    <message>
        <source>Follow cells with the same pair through rows, columns and boxes until you come back.</source>
        <translation>Suivez les cases portant la même paire à travers lignes, colonnes et blocs jusqu’à revenir au point de départ.</translation>
    </message>
    <message>
        <source>A unique loop whose extra cells hold one extra digit: a cell seeing them all loses it.</source>
        <translation>Une boucle unique dont les cases à candidats en plus contiennent un même chiffre supplémentaire : une case qui les voit toutes le perd.</translation>
    </message>
    <message>
        <source>As the unique rectangle type 2, on a longer loop.</source>
        <translation>Comme le rectangle unique de type 2, sur une boucle plus longue.</translation>
    </message>
    <message>
        <source>A unique loop whose extra cells form a naked set with others of their unit.</source>
        <translation>Une boucle unique dont les cases à candidats en plus forment un sous-ensemble nu avec d’autres cases de leur unité.</translation>
    </message>
    <message>
        <source>As the unique rectangle type 3, on a longer loop.</source>
        <translation>Comme le rectangle unique de type 3, sur une boucle plus longue.</translation>
    </message>
    <message>
        <source>A unique loop whose two extra cells in a unit must hold x there: they lose y.</source>
        <translation>Une boucle unique dont les deux cases à candidats en plus d’une unité doivent y contenir x : elles perdent y.</translation>
    </message>
    <message>
        <source>As the unique rectangle type 4, on a longer loop.</source>
        <translation>Comme le rectangle unique de type 4, sur une boucle plus longue.</translation>
    </message>
    <message>
        <source>Four corners holding x and y, one of them only these two. When x has no other place in the row and the column of the opposite corner, that corner cannot be y.</source>
        <translation>Quatre coins qui contiennent x et y, dont l’un ne contient que ces deux chiffres. Quand x n’a pas d’autre place dans la ligne et la colonne du coin opposé, ce coin ne peut pas valoir y.</translation>
    </message>
    <message>
        <source>From a bivalue corner, look at the opposite corner&apos;s row and column: strong links on x along both.</source>
        <translation>À partir d’un coin à deux candidats, regardez la ligne et la colonne du coin opposé : des liens forts sur x le long des deux.</translation>
    </message>
    <message>
        <source>Three corners of a rectangle are solved as x, y and y, none of them a given. If the fourth were x, the four could swap and the puzzle would have two solutions: the fourth loses x.</source>
        <translation>Trois coins d’un rectangle sont résolus en x, y et y, aucun n’étant un chiffre donné. Si le quatrième valait x, les quatre pourraient échanger leurs chiffres et la grille aurait deux solutions : le quatrième perd x.</translation>
    </message>
    <message>
        <source>Only with digits you placed yourself: look for rectangles of placed digits with one empty corner.</source>
        <translation>Seulement avec des chiffres que vous avez placés vous-même : cherchez des rectangles de chiffres placés avec un coin vide.</translation>
    </message>
    <message>
        <source>Two corners of a line solved as x and y, none a given; the other two hold y or x and one more digit z. One of them must be z: a cell seeing both loses z.</source>
        <translation>Deux coins d’une ligne ou colonne sont résolus en x et y, aucun n’étant un chiffre donné ; les deux autres contiennent y ou x et un chiffre de plus, z. L’un d’eux doit valoir z : une case qui voit les deux perd z.</translation>
    </message>
    <message>
        <source>As the avoidable rectangle type 1, with two empty corners sharing an extra digit.</source>
        <translation>Comme le rectangle évitable de type 1, avec deux coins vides qui partagent un chiffre supplémentaire.</translation>
    </message>
    <message>
        <source>If every empty cell held two candidates and every digit two places in each unit, the board would have two solutions or none (a bivalue universal grave). When one cell holds three, it must hold the digit that breaks the grave.</source>
        <translation>Si chaque case vide contenait deux candidats et chaque chiffre deux places dans chaque unité, la grille aurait deux solutions ou aucune (une « tombe universelle bivalente », ou BUG). Quand une case en contient trois, elle doit contenir le chiffre qui brise la tombe.</translation>
    </message>
    <message>
        <source>Late in a puzzle, when all cells but one hold two candidates: that one takes the candidate that appears three times in its units.</source>
        <translation>En fin de grille, quand toutes les cases sauf une contiennent deux candidats : celle-ci prend le candidat qui apparaît trois fois dans ses unités.</translation>
    </message>
    <message>
        <source>A grave broken by the same extra digit in several cells: one of them holds it, so what sees them all loses it.</source>
        <translation>Une tombe brisée par le même chiffre supplémentaire dans plusieurs cases : l’une d’elles le contient, donc ce qui les voit toutes le perd.</translation>
    </message>
    <message>
        <source>Almost every cell bivalue, the extra cells sharing one digit.</source>
        <translation>Presque toutes les cases ont deux candidats, et les cases à candidats en plus partagent un chiffre.</translation>
    </message>
    <message>
        <source>A grave whose extra digits form a naked set with other cells of their unit.</source>
        <translation>Une tombe dont les chiffres supplémentaires forment un sous-ensemble nu avec d’autres cases de leur unité.</translation>
    </message>
    <message>
        <source>Almost every cell bivalue; the extras together with some cells make a pair or triple.</source>
        <translation>Presque toutes les cases ont deux candidats ; les chiffres en plus, avec quelques cases, forment une paire ou un triplet.</translation>
    </message>
    <message>
        <source>Two extra cells of one unit, whose extra digits break the grave, share one more digit that must then go elsewhere: they lose it.</source>
        <translation>Deux cases à candidats en plus d’une même unité, dont les chiffres supplémentaires brisent la tombe, partagent un autre chiffre, qui doit alors aller ailleurs : elles le perdent.</translation>
    </message>
    <message>
        <source>Almost every cell bivalue; two three-candidate cells in one unit.</source>
        <translation>Presque toutes les cases ont deux candidats ; deux cases à trois candidats dans une même unité.</translation>
    </message>
    <message>
        <source>Two cells that see each other (or share cells they both see) cannot take a pair of digits that would leave a cell they both see without a candidate. A digit no allowed pair uses leaves its cell.</source>
        <translation>Deux cases qui se voient (ou qui voient des cases en commun) ne peuvent pas prendre une paire de chiffres qui laisserait sans candidat une case qu’elles voient toutes les deux. Un chiffre qu’aucune paire permise n’utilise quitte sa case.</translation>
    </message>
    <message>
        <source>Pick two cells with few candidates and list their pairs; strike the pairs that empty a common bivalue peer.</source>
        <translation>Choisissez deux cases ayant peu de candidats et dressez la liste de leurs paires ; rayez les paires qui vident une case voisine commune à deux candidats.</translation>
    </message>
    <message>
        <source>The same with three cells: a digit no allowed combination uses leaves its cell.</source>
        <translation>La même chose avec trois cases : un chiffre qu’aucune combinaison permise n’utilise quitte sa case.</translation>
    </message>
    <message>
        <source>Slow by hand: list the combinations of three cells against their common peers.</source>
        <translation>Lent à la main : listez les combinaisons des trois cases face à leurs cases voisines communes.</translation>
    </message>
    <message>
        <source>An alternating chain on one digit: strong links (a unit with two places) joined by weak links. One of its two ends holds the digit, so a cell seeing both ends loses it.</source>
        <translation>Une chaîne alternée sur un seul chiffre : des liens forts (une unité à deux places) reliés par des liens faibles. L’une de ses deux extrémités contient le chiffre : une case qui voit les deux extrémités le perd.</translation>
    </message>
    <message>
        <source>Filter by the digit and walk from a strong link to a cell that sees its end, then across another strong link, and so on.</source>
        <translation>Filtrez sur le chiffre et allez d’un lien fort à une case qui voit son extrémité, puis traversez un autre lien fort, et ainsi de suite.</translation>
    </message>
    <message>
        <source>A loop of strong and weak links on one digit. Every weak link of the loop is then strong too, so places that see both ends of one lose the digit; or the loop forces a digit in or out of a cell.</source>
        <translation>Une boucle de liens forts et faibles sur un même chiffre. Chaque lien faible de la boucle est alors fort aussi : les places qui voient les deux extrémités de l’un d’eux perdent le chiffre ; ou bien la boucle force un chiffre à entrer dans une case ou à en sortir.</translation>
    </message>
    <message>
        <source>An X-chain whose end comes back to its start.</source>
        <translation>Une chaîne X dont l’extrémité revient à son point de départ.</translation>
    </message>
    <message>
        <source>A chain through bivalue cells: each cell&apos;s other digit is the next cell&apos;s first. One end holds the digit the chain starts and ends with, so a cell seeing both ends loses it.</source>
        <translation>Une chaîne à travers des cases à deux candidats : l’autre chiffre de chaque case est le premier de la case suivante. L’une des extrémités contient le chiffre par lequel la chaîne commence et finit : une case qui voit les deux extrémités le perd.</translation>
    </message>
    <message>
        <source>Start at a bivalue cell holding {z,a} and go from cell to cell through the shared digit, until a cell holds z.</source>
        <translation>Partez d’une case à deux candidats qui contient {z,a} et allez de case en case par le chiffre commun, jusqu’à une case qui contient z.</translation>
    </message>
    <message>
        <source>An XY-chain of cells all holding the same two digits. Cells an odd number of links apart hold opposite digits, so a cell seeing two of them loses both digits.</source>
        <translation>Une chaîne XY de cases qui contiennent toutes les deux mêmes chiffres. Des cases séparées par un nombre impair de liens ont des chiffres opposés : une case qui en voit deux perd les deux chiffres.</translation>
    </message>
    <message>
        <source>Several cells with the same pair, each seeing the next.</source>
        <translation>Plusieurs cases portant la même paire, chacune voyant la suivante.</translation>
    </message>
    <message>
        <source>An XY-chain that closes on itself: every link is then strong, and cells seeing both ends of a link lose its digit.</source>
        <translation>Une chaîne XY qui se referme sur elle-même : chaque lien est alors fort, et les cases qui voient les deux extrémités d’un lien perdent son chiffre.</translation>
    </message>
    <message>
        <source>An XY-chain whose last cell sees its first through their shared digit.</source>
        <translation>Une chaîne XY dont la dernière case voit la première par leur chiffre commun.</translation>
    </message>
    <message>
        <source>A chain of candidates where a strong link (of a unit or a bivalue cell) and a weak link alternate, so that if the first is false the last is true. A candidate that sees both ends is false.</source>
        <translation>Une chaîne de candidats où alternent lien fort (d’une unité ou d’une case à deux candidats) et lien faible, de sorte que si le premier est faux, le dernier est vrai. Un candidat qui voit les deux extrémités est faux.</translation>
    </message>
    <message>
        <source>Mix X-chains and XY-chains: follow strong links of both kinds. The board draws the chain with its links numbered as the text reads.</source>
        <translation>Mélangez chaînes X et chaînes XY : suivez les liens forts des deux sortes. La grille dessine la chaîne avec ses liens numérotés dans l’ordre du texte.</translation>
    </message>
    <message>
        <source>An alternating chain that comes back to its start: each weak link of it becomes strong, and whatever sees both ends of one loses the digit.</source>
        <translation>Une chaîne alternée qui revient à son point de départ : chacun de ses liens faibles devient fort, et tout ce qui voit les deux extrémités de l’un d’eux perd le chiffre.</translation>
    </message>
    <message>
        <source>An AIC whose end links back to its beginning.</source>
        <translation>Une AIC dont l’extrémité se relie à son début.</translation>
    </message>
    <message>
        <source>An AIC whose nodes may be groups: a digit&apos;s places where a box and a line cross, read as one node that is true when the digit is in one of them.</source>
        <translation>Une AIC dont les nœuds peuvent être des groupes : les places d’un chiffre au croisement d’un bloc et d’une ligne ou colonne, lues comme un seul nœud, vrai quand le chiffre est dans l’une d’elles.</translation>
    </message>
    <message>
        <source>Where a chain stops at a box with two places for its digit in a line, take the two as one node.</source>
        <translation>Là où une chaîne s’arrête sur un bloc qui a deux places pour son chiffre sur une ligne ou colonne, prenez-les toutes deux comme un seul nœud.</translation>
    </message>
    <message>
        <source>A continuous nice loop with groups.</source>
        <translation>Une boucle continue avec des groupes.</translation>
    </message>
    <message>
        <source>As the grouped AIC, closing into a loop.</source>
        <translation>Comme l’AIC groupée, refermée en boucle.</translation>
    </message>
    <message>
        <source>An AIC that passes through almost locked sets: N cells of a unit holding N + 1 digits. Without one of its digits the set holds each of the others, a strong link that a chain can use.</source>
        <translation>Une AIC qui passe par des ensembles presque verrouillés : N cases d’une unité qui contiennent N + 1 chiffres. Privé de l’un de ses chiffres, l’ensemble contient chacun des autres, un lien fort qu’une chaîne peut utiliser.</translation>
    </message>
    <message>
        <source>When a chain stops, look for a set of cells that, lacking the chain&apos;s digit, would be a naked set.</source>
        <translation>Quand une chaîne s’arrête, cherchez un ensemble de cases qui, sans le chiffre de la chaîne, serait un sous-ensemble nu.</translation>
    </message>
    <message>
        <source>Two or three cells where a box and a line cross hold digits that split between a set in the line and a set in the box. Each digit stays where it must; the rest of the line and box lose the sets&apos; digits.</source>
        <translation>Deux ou trois cases au croisement d’un bloc et d’une ligne ou colonne contiennent des chiffres qui se répartissent entre un ensemble de la ligne ou colonne et un ensemble du bloc. Chaque chiffre reste où il doit ; le reste de la ligne ou colonne et du bloc perd les chiffres de ces ensembles.</translation>
    </message>
    <message>
        <source>Look at a box-line intersection with two or three cells holding four or five digits, and bivalue cells in the line and the box that take part of them.</source>
        <translation>Regardez le croisement d’un bloc et d’une ligne ou colonne dont deux ou trois cases contiennent quatre ou cinq chiffres, et des cases à deux candidats de cette ligne ou colonne et du bloc qui en prennent une partie.</translation>
    </message>
    <message>
        <source>Two almost locked sets sharing a restricted common digit x (every x in one sees every x in the other). At most one holds x, so the other is locked: a digit z both hold leaves what sees all its places in them.</source>
        <translation>Deux ensembles presque verrouillés qui partagent un chiffre commun restreint x (chaque x de l’un voit chaque x de l’autre). Au plus l’un des deux contient x, donc l’autre est verrouillé : un chiffre z qu’ils contiennent tous les deux quitte ce qui voit toutes ses places dans ces ensembles.</translation>
    </message>
    <message>
        <source>Find two sets of N cells with N + 1 digits, linked by a digit whose places all see each other.</source>
        <translation>Trouvez deux ensembles de N cases à N + 1 chiffres, reliés par un chiffre dont les places se voient toutes.</translation>
    </message>
    <message>
        <source>A pivot set linked to two other sets by two different restricted commons: a digit those two sets share leaves what sees all of it in them.</source>
        <translation>Un ensemble pivot relié à deux autres ensembles par deux chiffres communs restreints différents : un chiffre que ces deux ensembles partagent quitte ce qui voit toutes ses places dans ceux-ci.</translation>
    </message>
    <message>
        <source>As the XY-Wing, with almost locked sets for cells.</source>
        <translation>Comme le XY-Wing, avec des ensembles presque verrouillés à la place des cases.</translation>
    </message>
    <message>
        <source>A chain of four or more almost locked sets, each linked to the next by a restricted common: a digit both end sets hold leaves what sees all of it in them.</source>
        <translation>Une chaîne de quatre ensembles presque verrouillés ou plus, chacun relié au suivant par un chiffre commun restreint : un chiffre que contiennent les deux ensembles des extrémités quitte ce qui voit toutes ses places dans ceux-ci.</translation>
    </message>
    <message>
        <source>Long ALS-XZ links, one after the other.</source>
        <translation>Une longue suite de liens ALS-XZ, l’un après l’autre.</translation>
    </message>
    <message>
        <source>A stem cell whose every candidate is a restricted common with a petal set of its own. Whichever digit the stem holds, one petal is locked: a digit every petal holds leaves what sees all of it in them.</source>
        <translation>Une case tige dont chaque candidat est un chiffre commun restreint avec un ensemble pétale qui lui est propre. Quel que soit le chiffre de la tige, un pétale est verrouillé : un chiffre que contiennent tous les pétales quitte ce qui voit toutes ses places dans ceux-ci.</translation>
    </message>
    <message>
        <source>A cell with two or three candidates, each linking it to a different almost locked set.</source>
        <translation>Une case à deux ou trois candidats, chacun la reliant à un ensemble presque verrouillé différent.</translation>
    </message>
    <message>
        <source>Suppose a digit in a cell and follow what it forces for that digit alone: when the digit is left without a place in a unit, the supposition is false.</source>
        <translation>Supposez un chiffre dans une case et suivez ce que cela force pour ce seul chiffre : quand le chiffre se retrouve sans place dans une unité, la supposition est fausse.</translation>
    </message>
    <message>
        <source>Hard by hand: try a candidate and follow only its own digit.</source>
        <translation>Difficile à la main : essayez un candidat et ne suivez que son propre chiffre.</translation>
    </message>
    <message>
        <source>Follow each candidate of a cell in turn: when every one of them leads to the same conclusion, the conclusion holds.</source>
        <translation>Suivez tour à tour chaque candidat d’une case : quand tous mènent à la même conclusion, celle-ci est vraie.</translation>
    </message>
    <message>
        <source>Start from a cell with two or three candidates and follow each one&apos;s consequences.</source>
        <translation>Partez d’une case à deux ou trois candidats et suivez les conséquences de chacun.</translation>
    </message>
    <message>
        <source>Follow each place of a digit in a unit: when every one leads to the same conclusion, it holds.</source>
        <translation>Suivez chaque place d’un chiffre dans une unité : quand toutes mènent à la même conclusion, celle-ci est vraie.</translation>
    </message>
    <message>
        <source>Start from a digit with two or three places in a unit.</source>
        <translation>Partez d’un chiffre qui a deux ou trois places dans une unité.</translation>
    </message>
    <message>
        <source>Suppose a candidate and follow everything it forces, the board changing as it goes: when it leads to a contradiction, the candidate is false.</source>
        <translation>Supposez un candidat et suivez tout ce qu’il force, la grille changeant au fur et à mesure : s’il mène à une contradiction, le candidat est faux.</translation>
    </message>
    <message>
        <source>The hint shows the chain&apos;s branches one at a time; step through them with the panel&apos;s arrows.</source>
        <translation>L’indice montre les branches de la chaîne une à une ; parcourez-les avec les flèches du panneau.</translation>
    </message>
    <message>
        <source>Follow a candidate and its absence: when both lead to the same conclusion, it holds.</source>
        <translation>Suivez un candidat et son absence : quand les deux mènent à la même conclusion, celle-ci est vraie.</translation>
    </message>
    <message>
        <source>As the dynamic contradiction chain, following both cases.</source>
        <translation>Comme la chaîne de contradiction dynamique, en suivant les deux cas.</translation>
    </message>
    <message>
        <source>A cell forcing chain whose branches change the board as they go (dynamic chains).</source>
        <translation>Une chaîne forcée de case dont les branches modifient la grille au fur et à mesure (chaînes dynamiques).</translation>
    </message>
    <message>
        <source>As the cell forcing chain, following each branch further.</source>
        <translation>Comme la chaîne forcée de case, en suivant chaque branche plus loin.</translation>
    </message>
    <message>
        <source>A unit forcing chain whose branches are dynamic chains.</source>
        <translation>Une chaîne forcée d’unité dont les branches sont des chaînes dynamiques.</translation>
    </message>
    <message>
        <source>As the unit forcing chain, following each branch further.</source>
        <translation>Comme la chaîne forcée d’unité, en suivant chaque branche plus loin.</translation>
    </message>
    <message>
        <source>Dynamic forcing chains whose branches also apply the simple techniques (locked candidates, subsets, fish) on the board as they leave it.</source>
        <translation>Des chaînes forcées dynamiques dont les branches appliquent aussi les techniques simples (candidats verrouillés, sous-ensembles, poissons) à la grille telle qu’elles la laissent.</translation>
    </message>
    <message>
        <source>Beyond hand solving for most players: watch how the hint&apos;s branches use patterns inside them.</source>
        <translation>Hors de portée de la résolution à la main pour la plupart des joueurs : observez comment les branches de l’indice utilisent des motifs en leur sein.</translation>
    </message>
    <message>
        <source>Forcing chains whose branches apply forcing chains of their own. They solve the hardest puzzles known without a guess.</source>
        <translation>Des chaînes forcées dont les branches appliquent leurs propres chaînes forcées. Elles résolvent sans supposition les grilles les plus difficiles connues.</translation>
    </message>
    <message>
        <source>For the hardest puzzles only: read the branches one at a time, each inner chain as a step of its own.</source>
        <translation>Pour les grilles les plus difficiles seulement : lisez les branches une à une, chaque chaîne intérieure comme une étape à part entière.</translation>
    </message>
    <message>
        <source>A killer cage holds different digits that add up to its sum. Only a few sets of digits do: two cells adding up to 3 hold 1 and 2, three adding up to 24 hold 7, 8 and 9. A digit that no set fitting the cells&apos; candidates uses can go from every cell of the cage.</source>
        <translation>Une cage de killer contient des chiffres différents dont le total est sa somme. Peu d&apos;ensembles de chiffres le font : deux cases totalisant 3 contiennent 1 et 2, trois totalisant 24 contiennent 7, 8 et 9. Un chiffre qu&apos;aucun ensemble convenant aux candidats des cases n&apos;utilise peut être retiré de toutes les cases de la cage.</translation>
    </message>
    <message>
        <source>Start with the cages of extreme sums (small or large for their size), then those whose cells have lost candidates: list the sets that add up to the sum and keep those the candidates allow.</source>
        <translation>Commencez par les cages aux sommes extrêmes (petites ou grandes pour leur taille), puis par celles dont les cases ont perdu des candidats : écrivez les ensembles qui font la somme et gardez ceux que les candidats permettent.</translation>
    </message>
    <message>
        <source>The 45 rule: the digits of a row, a column or a box add up to 45 (of two rows, 90). Take off the cages wholly inside it: the cells they leave (the innies) add up to the rest. Or add up the cages that reach out of it: their cells outside (the outies) add up to what their cells inside do not. One cell left names its digit; a few cells make a cage of their own.</source>
        <translation>La règle des 45 : les chiffres d&apos;une ligne, d&apos;une colonne ou d&apos;un bloc totalisent 45 (de deux lignes, 90). Retirez les cages entièrement à l&apos;intérieur : les cases qu&apos;elles laissent (les cases intérieures) totalisent le reste. Ou additionnez les cages qui débordent : leurs cases à l&apos;extérieur (les cases extérieures) totalisent ce que leurs cases à l&apos;intérieur ne font pas. Une seule case restante donne son chiffre ; quelques cases forment une cage à elles seules.</translation>
    </message>
    <message>
        <source>Look for a row, column or box that the cages cover but for one or two cells, or that one or two cages just stick out of.</source>
        <translation>Cherchez une ligne, une colonne ou un bloc que les cages couvrent sauf une ou deux cases, ou dont une ou deux cages dépassent à peine.</translation>
    </message>
    <message>
        <source>When every set that fits a cage holds the same digit, the cage holds it, in one of its cells that can take it. A cell that sees all of those cells cannot: in a cage inside one row, the digit leaves the rest of the row.</source>
        <translation>Quand tous les ensembles qui conviennent à une cage contiennent le même chiffre, la cage le contient, dans une de ses cases qui peuvent le prendre. Une case qui voit toutes ces cases ne le peut pas : pour une cage dans une seule ligne, le chiffre quitte le reste de la ligne.</translation>
    </message>
    <message>
        <source>Find a digit common to every set of a cage, see where in the cage it can go, and strike it from the cells that see all those places.</source>
        <translation>Trouvez un chiffre commun à tous les ensembles d&apos;une cage, voyez où il peut aller dans la cage, et retirez-le des cases qui voient toutes ces places.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Play and solve Sudoku.</source>
        <translation>Jouer au Sudoku et résoudre des grilles.</translation>
    </message>
    <message>
        <source>A puzzle file to open.</source>
        <translation>Un fichier de grille à ouvrir.</translation>
    </message>
    <message>
        <source>Show the window in this language (%1) instead of the system&apos;s.</source>
        <translation>Afficher la fenêtre dans cette langue (%1) plutôt que dans celle du système.</translation>
    </message>
    <message>
        <source>sudoku: unknown language &quot;%1&quot;; available: %2.
</source>
        <translation>sudoku&#xa0;: langue «&#xa0;%1&#xa0;» inconnue&#x202f;; disponibles&#xa0;: %2.
</translation>
    </message>
</context>
<context>
    <name>sudoku::BoardWidget</name>
    <message>
        <source>Sudoku board</source>
        <translation>Grille de Sudoku</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pause</translation>
    </message>
    <message>
        <source>Press P or click to resume</source>
        <translation>Appuyez sur P ou cliquez pour reprendre</translation>
    </message>
</context>
<context>
    <name>sudoku::CompareDialog</name>
    <message>
        <source>Compare Algorithms</source>
        <translation>Comparer les algorithmes</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algorithme</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Événements</translation>
    </message>
    <message>
        <source>Placements</source>
        <translation>Placements</translation>
    </message>
    <message>
        <source>Guesses</source>
        <translation>Suppositions</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>Retours arrière</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Arrêter</translation>
    </message>
    <message>
        <source>&amp;Run Again</source>
        <translation>&amp;Relancer</translation>
    </message>
    <message>
        <source>running…</source>
        <translation>en cours…</translation>
    </message>
    <message>
        <source>Every algorithm solves %1 in turn; each gets at most %2 seconds.</source>
        <translation>Chaque algorithme résout %1 à son tour&#x202f;; chacun dispose d&apos;au plus %2 secondes.</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>résolue</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>aucune solution</translation>
    </message>
    <message>
        <source>stopped after %1 events</source>
        <translation>arrêté après %1 événements</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
    <message>
        <source>It needed more than the %1 seconds each algorithm gets.</source>
        <translation>Il lui a fallu plus que les %1 secondes accordées à chaque algorithme.</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>arrêté</translation>
    </message>
    <message>
        <source>Stopped. Run Again compares every algorithm from the start.</source>
        <translation>Arrêté. «&#xa0;Relancer&#xa0;» compare de nouveau tous les algorithmes depuis le début.</translation>
    </message>
    <message>
        <source>Every algorithm on %1. Events are every move an algorithm makes; placements, every digit it writes; guesses, the digits it may take back to try another.</source>
        <translation>Tous les algorithmes sur %1. Les événements sont tous les coups que joue un algorithme&#x202f;; les placements, chaque chiffre qu&apos;il écrit&#x202f;; les suppositions, les chiffres qu&apos;il peut reprendre pour en essayer un autre.</translation>
    </message>
</context>
<context>
    <name>sudoku::Game</name>
    <message>
        <source>Clear %1</source>
        <translation>l&apos;effacement de %1</translation>
    </message>
    <message>
        <source>Give %1 in %2</source>
        <translation>la saisie du chiffre donné %1 en %2</translation>
    </message>
    <message>
        <source>Place %1 in %2</source>
        <translation>le placement de %1 en %2</translation>
    </message>
    <message>
        <source>Pencil %1 in %2</source>
        <translation>la note %1 en %2</translation>
    </message>
    <message>
        <source>Erase pencil %1 in %2</source>
        <translation>l&apos;effacement de la note %1 en %2</translation>
    </message>
    <message>
        <source>Erase pencil marks in %1</source>
        <translation>l&apos;effacement des notes en %1</translation>
    </message>
    <message>
        <source>Fill pencil marks</source>
        <translation>le remplissage des notes</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>le redémarrage de la partie</translation>
    </message>
    <message>
        <source>Your puzzle</source>
        <translation>Votre grille</translation>
    </message>
    <message numerus="yes">
        <source>Correct %n mistake(s)</source>
        <translation>
            <numerusform>la correction de %n erreur</numerusform>
            <numerusform>la correction de %n erreurs</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear the colour of %1</source>
        <translation>Effacer la couleur de %1</translation>
    </message>
    <message>
        <source>Colour %1 %2</source>
        <translation>Colorier %1 en %2</translation>
    </message>
    <message>
        <source>Clear the colour of %1 in %2</source>
        <translation>Effacer la couleur de %1 en %2</translation>
    </message>
    <message>
        <source>Colour %1 in %2 %3</source>
        <translation>Colorier %1 en %2 en %3</translation>
    </message>
    <message>
        <source>Clear the colours of %1</source>
        <translation>Effacer les couleurs de %1</translation>
    </message>
    <message>
        <source>Clear all colours</source>
        <translation>Effacer toutes les couleurs</translation>
    </message>
</context>
<context>
    <name>sudoku::HelpDialog</name>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>&amp;Techniques</source>
        <translation>&amp;Techniques</translation>
    </message>
</context>
<context>
    <name>sudoku::HintPanel</name>
    <message>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>First where to look, then why, then apply it (H)</source>
        <translation>D&apos;abord où chercher, puis pourquoi, puis l&apos;appliquer (H)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <source>Apply the next logical step and explain it (S)</source>
        <translation>Appliquer la prochaine étape logique et l&apos;expliquer (S)</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>Réflexion</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Stop looking for the hint (Esc)</source>
        <translation>Arrêter de chercher l&apos;indice (Échap)</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Précédent</translation>
    </message>
    <message>
        <source>The previous branch of the forcing chain (Page Up)</source>
        <translation>La branche précédente de la chaîne forcée (Page préc)</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Suivant ▶</translation>
    </message>
    <message>
        <source>The next branch of the forcing chain (Page Down)</source>
        <translation>La branche suivante de la chaîne forcée (Page suiv)</translation>
    </message>
    <message>
        <source>Chains in &amp;Eureka notation</source>
        <translation>Chaînes en notation &amp;Eureka</translation>
    </message>
    <message>
        <source>Write chains as (4)r7c8=(4)r78c9-(4)r6c9…: &apos;=&apos; a strong link, &apos;-&apos; a weak one</source>
        <translation>Écrire les chaînes comme (4)r7c8=(4)r78c9-(4)r6c9…&#xa0;: «&#xa0;=&#xa0;» un lien fort, «&#xa0;-&#xa0;» un lien faible</translation>
    </message>
    <message>
        <source>What is %1?</source>
        <translation>Qu’est-ce que %1 ?</translation>
    </message>
    <message>
        <source>Open its page in Help › Techniques</source>
        <translation>Ouvrir sa page dans Aide › Techniques</translation>
    </message>
</context>
<context>
    <name>sudoku::HintSession</name>
    <message>
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
    </message>
    <message>
        <source>Step stopped. Nothing on the board has changed.</source>
        <translation>Étape interrompue. Rien n&apos;a changé sur la grille.</translation>
    </message>
    <message>
        <source>Hint stopped. Nothing on the board has changed.</source>
        <translation>Indice interrompu. Rien n&apos;a changé sur la grille.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>l&apos;indice (%1)</translation>
    </message>
    <message>
        <source>Corrected. Carry on!</source>
        <translation>Corrigé. Continuez&#x202f;!</translation>
    </message>
    <message>
        <source>Corrected %1 mistakes. Carry on!</source>
        <translation>%1 erreurs corrigées. Continuez&#x202f;!</translation>
    </message>
    <message>
        <source>Show Me</source>
        <translation>Montrer</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>Corriger</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>The %1 in %2 is wrong.</source>
        <translation>Le %1 en %2 est faux.</translation>
    </message>
    <message>
        <source>These digits are wrong: %1.</source>
        <translation>Les chiffres de ces cases sont faux&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Press Hint again to correct it.</source>
        <translation>Appuyez de nouveau sur Indice pour la corriger.</translation>
    </message>
    <message>
        <source>Press Hint again to correct all %1.</source>
        <translation>Appuyez de nouveau sur Indice pour corriger ces %1 erreurs.</translation>
    </message>
    <message>
        <source>This puzzle has no solution: its givens contradict each other, so no hint can help.</source>
        <translation>Cette grille n&apos;a pas de solution&#xa0;: ses chiffres donnés se contredisent, aucun indice ne peut donc aider.</translation>
    </message>
    <message>
        <source>This puzzle has more than one solution, so no step can be certain. The marked cells differ between two of its solutions.</source>
        <translation>Cette grille a plus d&apos;une solution, aucune étape ne peut donc être certaine. Les cases marquées diffèrent entre deux de ses solutions.</translation>
    </message>
    <message>
        <source>The board is full and correct: nothing left to find.</source>
        <translation>La grille est complète et correcte&#xa0;: il n&apos;y a plus rien à trouver.</translation>
    </message>
    <message>
        <source>No technique Sudoku Studio knows applies here. Watch the human-logic solver to see where it has to guess.</source>
        <translation>Aucune technique connue de Sudoku Studio ne s&apos;applique ici. Regardez le solveur «&#xa0;Logique humaine&#xa0;» pour voir où il doit faire une supposition.</translation>
    </message>
    <message>
        <source>The search for a step was stopped. Nothing on the board has changed.</source>
        <translation>La recherche d&apos;une étape a été interrompue. Rien n&apos;a changé sur la grille.</translation>
    </message>
    <message>
        <source>Correcting it also puts back the pencil marks it struck out.</source>
        <translation>Le corriger remet aussi les notes qu’il a effacées.</translation>
    </message>
    <message>
        <source>Correcting them also puts back the pencil marks they struck out.</source>
        <translation>Les corriger remet aussi les notes qu’ils ont effacées.</translation>
    </message>
    <message>
        <source>The pencil marks of %1 lack a candidate the solution needs.</source>
        <translation>Il manque aux notes de %1 un candidat dont la solution a besoin.</translation>
    </message>
    <message>
        <source>The pencil marks of %1 each lack a candidate the solution needs.</source>
        <translation>Il manque aux notes de chacune de %1 un candidat dont la solution a besoin.</translation>
    </message>
    <message>
        <source>None of the techniques hints may use applies here. Settings › Hints… allows more.</source>
        <translation>Aucune des techniques que les indices peuvent utiliser ne s’applique ici. Réglages › Indices… en permet davantage.</translation>
    </message>
</context>
<context>
    <name>sudoku::HintTechniquesDialog</name>
    <message>
        <source>Hints</source>
        <translation>Indices</translation>
    </message>
    <message>
        <source>Hint and Step use only the techniques ticked here, and always the singles, so that a hint can place a digit. The rating of a puzzle uses every technique.</source>
        <translation>Indice et Étape n’utilisent que les techniques cochées ici, et toujours les singletons, pour qu’un indice puisse placer un chiffre. La note d’une grille utilise toutes les techniques.</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>Technique</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Difficulty on Sudoku Explainer&apos;s scale</source>
        <translation>Difficulté sur l’échelle de Sudoku Explainer</translation>
    </message>
    <message>
        <source>%1 — always used</source>
        <translation>%1 — toujours utilisés</translation>
    </message>
    <message>
        <source>A hint must always be able to place a digit.</source>
        <translation>Un indice doit toujours pouvoir placer un chiffre.</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <comment>a range of ratings</comment>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>&amp;All</source>
        <translation>&amp;Toutes</translation>
    </message>
    <message>
        <source>No &amp;Uniqueness</source>
        <translation>Sans &amp;unicité</translation>
    </message>
    <message>
        <source>Every technique but those that assume the puzzle has one solution</source>
        <translation>Toutes les techniques sauf celles qui supposent que la grille a une seule solution</translation>
    </message>
</context>
<context>
    <name>sudoku::Legend</name>
    <message>
        <source>Digit tried</source>
        <translation>Chiffre essayé</translation>
    </message>
    <message>
        <source>Digit placed</source>
        <translation>Chiffre placé</translation>
    </message>
    <message>
        <source>Candidate removed</source>
        <translation>Candidat éliminé</translation>
    </message>
    <message>
        <source>Unit of a step</source>
        <translation>Unité d&apos;une étape</translation>
    </message>
    <message>
        <source>Guess</source>
        <translation>Supposition</translation>
    </message>
    <message>
        <source>Backtrack</source>
        <translation>Retour arrière</translation>
    </message>
    <message>
        <source>Dead end</source>
        <translation>Impasse</translation>
    </message>
    <message>
        <source>Chain: so it is</source>
        <translation>Chaîne&#xa0;: donc vrai</translation>
    </message>
    <message>
        <source>Chain: so it is not</source>
        <translation>Chaîne&#xa0;: donc faux</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Légende</translation>
    </message>
</context>
<context>
    <name>sudoku::MainWindow</name>
    <message>
        <source>Type the givens of your puzzle, then press Start.</source>
        <translation>Tapez les chiffres donnés de votre grille, puis appuyez sur Commencer.</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Commencer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Watch the Solver</source>
        <translation>Regarder le solveur</translation>
    </message>
    <message>
        <source>&amp;Easy</source>
        <translation>&amp;Facile</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>&amp;Moyen</translation>
    </message>
    <message>
        <source>&amp;Hard</source>
        <translation>&amp;Difficile</translation>
    </message>
    <message>
        <source>New easy puzzle</source>
        <translation>Nouvelle grille de niveau facile</translation>
    </message>
    <message>
        <source>New medium puzzle</source>
        <translation>Nouvelle grille de niveau moyen</translation>
    </message>
    <message>
        <source>New hard puzzle</source>
        <translation>Nouvelle grille de niveau difficile</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>A new puzzle of the level you choose</source>
        <translation>Une nouvelle grille du niveau de votre choix</translation>
    </message>
    <message>
        <source>&amp;Best Times</source>
        <translation>&amp;Meilleurs temps</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Enter a Puzzle…</source>
        <translation>Saisir une &amp;grille…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Recommencer</translation>
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
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
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
        <translation>&amp;Copier la grille</translation>
    </message>
    <message>
        <source>Copy Current &amp;State</source>
        <translation>Copier l&apos;éta&amp;t actuel</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Paste Puzzle</source>
        <translation>Co&amp;ller une grille</translation>
    </message>
    <message>
        <source>&amp;Fill Pencil Marks</source>
        <translation>Rem&amp;plir les notes</translation>
    </message>
    <message>
        <source>Ctrl+M</source>
        <translation>Ctrl+M</translation>
    </message>
    <message>
        <source>Pe&amp;ncil Mode</source>
        <translation>Mode &amp;notes</translation>
    </message>
    <message>
        <source>Show &amp;Mistakes</source>
        <translation>Afficher les &amp;erreurs</translation>
    </message>
    <message>
        <source>&amp;Remove Pencil Marks Automatically</source>
        <translation>&amp;Retirer les notes automatiquement</translation>
    </message>
    <message>
        <source>&amp;Solver Panel</source>
        <translation>Panneau du &amp;solveur</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>First where to look, then why, then apply it</source>
        <translation>D&apos;abord où chercher, puis pourquoi, puis l&apos;appliquer</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>É&amp;tape</translation>
    </message>
    <message>
        <source>Apply the next logical step and explain it</source>
        <translation>Appliquer la prochaine étape logique et l&apos;expliquer</translation>
    </message>
    <message>
        <source>Stop Thin&amp;king</source>
        <translation>Arrêter la &amp;réflexion</translation>
    </message>
    <message>
        <source>Stop looking for a hint or step</source>
        <translation>Arrêter de chercher un indice ou une étape</translation>
    </message>
    <message>
        <source>&amp;Previous Branch</source>
        <translation>Branche &amp;précédente</translation>
    </message>
    <message>
        <source>The previous branch of a forcing chain</source>
        <translation>La branche précédente d&apos;une chaîne forcée</translation>
    </message>
    <message>
        <source>&amp;Next Branch</source>
        <translation>Branche &amp;suivante</translation>
    </message>
    <message>
        <source>The next branch of a forcing chain</source>
        <translation>La branche suivante d&apos;une chaîne forcée</translation>
    </message>
    <message>
        <source>&amp;Watch Solve / Pause</source>
        <translation>Regar&amp;der la résolution / Pause</translation>
    </message>
    <message>
        <source>Step &amp;Forward</source>
        <translation>&amp;Avancer d&apos;un pas</translation>
    </message>
    <message>
        <source>S&amp;top Solve</source>
        <translation>Arrêter la réso&amp;lution</translation>
    </message>
    <message>
        <source>&amp;Compare Algorithms…</source>
        <translation>&amp;Comparer les algorithmes…</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>&amp;About Sudoku Studio</source>
        <translation>À &amp;propos de Sudoku Studio</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>B&amp;undled Puzzle</source>
        <translation>Grilles &amp;fournies</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>&amp;Résolution</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>Saved again.</source>
        <translation>Partie de nouveau enregistrée.</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pause</translation>
    </message>
    <message>
        <source>Pencil</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Open Puzzle or Game</source>
        <translation>Ouvrir une grille ou une partie</translation>
    </message>
    <message>
        <source>Puzzles and games (*.txt *.sdk *.ss *.%1);;All files (*)</source>
        <translation>Grilles et parties (*.txt *.sdk *.ss *.%1);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Non enregistrée</translation>
    </message>
    <message>
        <source>The game could not be saved to “%1”: %2</source>
        <translation>La partie n&apos;a pas pu être enregistrée dans «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Échec de l&apos;enregistrement automatique&#xa0;: %1</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Sudoku Studio games (*.%1)</source>
        <translation>Parties Sudoku Studio (*.%1)</translation>
    </message>
    <message>
        <source>Puzzle copied as a line</source>
        <translation>Grille copiée sur une ligne</translation>
    </message>
    <message>
        <source>Current state copied as a line</source>
        <translation>État actuel copié sur une ligne</translation>
    </message>
    <message>
        <source>the clipboard</source>
        <translation>le presse-papiers</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>Le presse-papiers ne contient pas de texte.</translation>
    </message>
    <message>
        <source>Your puzzle has exactly one solution. Enjoy!</source>
        <translation>Votre grille a exactement une solution. Bon jeu&#x202f;!</translation>
    </message>
    <message>
        <source>%1 solved it in %2 events. Undo takes the solution back.</source>
        <translation>L&apos;algorithme «&#xa0;%1&#xa0;» l&apos;a résolue en %2 événements. Annuler retire la solution.</translation>
    </message>
    <message>
        <source>%1 found no solution.</source>
        <translation>L&apos;algorithme «&#xa0;%1&#xa0;» n&apos;a trouvé aucune solution.</translation>
    </message>
    <message>
        <source>Persian &amp;Digits</source>
        <translation>Chiffres &amp;persans</translation>
    </message>
    <message>
        <source>Write digits as ۱۲۳ instead of 123; typing accepts both</source>
        <translation>Écrire les chiffres ۱۲۳ au lieu de 123&#x202f;; la saisie accepte les deux</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;System Default</source>
        <translation>Langue du &amp;système</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Thème</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Système</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Clair</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>S&amp;ombre</translation>
    </message>
    <message>
        <source>Pr&amp;int…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <source>Print this puzzle, or a booklet of new ones</source>
        <translation>Imprimer cette grille, ou un livret de nouvelles grilles</translation>
    </message>
    <message>
        <source>E&amp;xport PDF…</source>
        <translation>E&amp;xporter en PDF…</translation>
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
        <translation>Exporter en PDF</translation>
    </message>
    <message>
        <source>&amp;Letters (A–P)</source>
        <translation>&amp;Lettres (A–P)</translation>
    </message>
    <message>
        <source>&amp;Numbers (10–25)</source>
        <translation>&amp;Nombres (10–25)</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>Enter a Puzzle of Si&amp;ze</source>
        <translation>Saisir une grille d&apos;une autre &amp;taille</translation>
    </message>
    <message>
        <source>Digits &amp;Above 9</source>
        <translation>Chiffres &amp;au-delà de 9</translation>
    </message>
    <message>
        <source>How 16×16 and 25×25 boards write 10 and up</source>
        <translation>Comment les grilles 16×16 et 25×25 écrivent 10 et plus</translation>
    </message>
    <message>
        <source>Enter a Puzzle</source>
        <translation>Saisir une grille</translation>
    </message>
    <message>
        <source>The size of the board:</source>
        <translation>Taille de la grille :</translation>
    </message>
    <message>
        <source>&amp;Filter</source>
        <translation>&amp;Filtre</translation>
    </message>
    <message>
        <source>Cells with &amp;Two Candidates</source>
        <translation>Cases à &amp;deux candidats</translation>
    </message>
    <message>
        <source>Where %1 Can Go</source>
        <translation>Où %1 peut aller</translation>
    </message>
    <message>
        <source>&amp;No Pen</source>
        <translation>&amp;Aucun feutre</translation>
    </message>
    <message>
        <source>&amp;%1 %2 (%3)</source>
        <translation>&amp;%1 %2 (%3)</translation>
    </message>
    <message>
        <source>Put the colour pen down: clicks select cells</source>
        <translation>Poser le feutre : un clic sélectionne une case</translation>
    </message>
    <message>
        <source>Take up the %1 pen (again: put it down)</source>
        <translation>Prendre le feutre %1 (à nouveau : le poser)</translation>
    </message>
    <message>
        <source>Clear the Cell&apos;s &amp;Colours</source>
        <translation>Effacer les &amp;couleurs de la case</translation>
    </message>
    <message>
        <source>Clear &amp;All Colours</source>
        <translation>Effacer &amp;toutes les couleurs</translation>
    </message>
    <message>
        <source>C&amp;olours</source>
        <translation>C&amp;ouleurs</translation>
    </message>
    <message>
        <source>%1 pen</source>
        <translation>feutre %1</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Comment jouer</translation>
    </message>
    <message>
        <source>The rules, and how to play, take hints and watch the solver</source>
        <translation>Les règles, et comment jouer, demander des indices et regarder le solveur</translation>
    </message>
    <message>
        <source>&amp;Hints…</source>
        <translation>&amp;Indices…</translation>
    </message>
    <message>
        <source>The techniques hints and Step may use</source>
        <translation>Les techniques que les indices et Étape peuvent utiliser</translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation>Ré&amp;glages</translation>
    </message>
    <message>
        <source>&amp;Techniques</source>
        <translation>&amp;Techniques</translation>
    </message>
    <message>
        <source>What every technique of the hints is, how to spot it, and an example of each</source>
        <translation>Ce qu’est chaque technique des indices, comment la repérer, et un exemple de chacune</translation>
    </message>
    <message>
        <source>Pra&amp;ctice…</source>
        <translation>Entr&amp;aînement…</translation>
    </message>
    <message>
        <source>Practise one technique on positions where it is the next step</source>
        <translation>S’entraîner à une technique sur des positions où elle est l’étape suivante</translation>
    </message>
    <message>
        <source>Take the hint&apos;s words and marks off the board</source>
        <translation>Retirer du plateau le texte et les marques de l&apos;indice</translation>
    </message>
    <message>
        <source>C&amp;lose Hint</source>
        <translation>&amp;Fermer l&apos;indice</translation>
    </message>
</context>
<context>
    <name>sudoku::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Too rare to generate: one of the hardest puzzles known, in a new guise.</source>
        <translation>Trop rare pour être générée&#xa0;: l&apos;une des grilles les plus difficiles connues, sous un nouvel aspect.</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <source>The same seed, level and symmetry make the same puzzle: share it with a friend.</source>
        <translation>La même graine, le même niveau et la même symétrie donnent la même grille&#xa0;: partagez-la avec un ami.</translation>
    </message>
    <message>
        <source>&amp;Symmetry</source>
        <translation>&amp;Symétrie</translation>
    </message>
    <message>
        <source>S&amp;eed</source>
        <translation>&amp;Graine</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>Géné&amp;rer</translation>
    </message>
    <message>
        <source>Nightmare puzzles are too rare to generate: one of the hardest known comes in a new guise (digits, rows and columns shuffled), and is rated.</source>
        <translation>Les grilles Cauchemar sont trop rares pour être générées&#xa0;: l&apos;une des plus difficiles connues est proposée sous un nouvel aspect (chiffres, lignes et colonnes mélangés), puis cotée.</translation>
    </message>
    <message>
        <source>Making %1 puzzle…</source>
        <translation>Création d&apos;une grille de niveau %1…</translation>
    </message>
    <message>
        <source>Stopped. Generate tries again.</source>
        <translation>Arrêté. «&#xa0;Générer&#xa0;» réessaie.</translation>
    </message>
    <message>
        <source>Children start on 4×4 and 6×6; 16×16 and 25×25 are long games.</source>
        <translation>Les enfants commencent par le 4×4 et le 6×6&#xa0;; le 16×16 et le 25×25 sont de longues parties.</translation>
    </message>
    <message>
        <source>Si&amp;ze</source>
        <translation>Tai&amp;lle</translation>
    </message>
    <message numerus="yes">
        <source>No %1 puzzle of this size turned up in %n attempt(s): try another level.</source>
        <translation>
            <numerusform>Aucune grille de niveau «&#xa0;%1&#xa0;» de cette taille en %n essai&#xa0;: essayez un autre niveau.</numerusform>
            <numerusform>Aucune grille de niveau «&#xa0;%1&#xa0;» de cette taille en %n essais&#xa0;: essayez un autre niveau.</numerusform>
        </translation>
    </message>
    <message>
        <source>A 25×25 puzzle this hard can take many minutes to make.</source>
        <translation>Créer une grille 25×25 aussi difficile peut prendre de nombreuses minutes.</translation>
    </message>
    <message>
        <source>A 25×25 puzzle can take several seconds to make.</source>
        <translation>Créer une grille 25×25 peut prendre plusieurs secondes.</translation>
    </message>
    <message>
        <source>Choose the level of your first puzzle, and its size. Game › New Game offers the same choice at any time.</source>
        <translation>Choisissez le niveau de votre première grille, et sa taille. Partie › Nouvelle partie offre le même choix à tout moment.</translation>
    </message>
    <message>
        <source>Stuck? Hint (H) first shows where to look, then why, then makes the step. Hints explain every step, never guess, and never simply give a digit away.</source>
        <translation>Bloqué ? Indice (H) montre d’abord où regarder, puis pourquoi, puis fait le pas. Les indices expliquent chaque pas, ne devinent jamais et ne donnent jamais simplement un chiffre.</translation>
    </message>
    <message>
        <source>Welcome to Sudoku Studio</source>
        <translation>Bienvenue dans Sudoku Studio</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <source>&amp;Skip</source>
        <translation>&amp;Passer</translation>
    </message>
    <message>
        <source>Play the bundled easy puzzle; this question is not asked again</source>
        <translation>Jouer la grille facile fournie ; cette question ne sera plus posée</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>Règl&amp;es</translation>
    </message>
    <message>
        <source>Making a %1 puzzle…</source>
        <translation>Création d’une grille de %1…</translation>
    </message>
    <message>
        <source>Making %1 %2 puzzle…</source>
        <comment>a level and a variant, as in &apos;Making hard X-Sudoku puzzle…&apos;</comment>
        <translation>Création d&apos;une grille %2 de niveau %1…</translation>
    </message>
    <message>
        <source>A killer this hard can take several seconds to make.</source>
        <translation>Créer un killer aussi difficile peut prendre plusieurs secondes.</translation>
    </message>
    <message>
        <source>An extreme killer can take tens of seconds to make.</source>
        <translation>Créer un killer extrême peut prendre plusieurs dizaines de secondes.</translation>
    </message>
    <message>
        <source>X-Sudoku: the diagonals hold every digit too; windoku: four more windows; jigsaw: regions of any shape for boxes; killer: cages whose digits add up to their sums; samurai: five grids, the middle one sharing its corner boxes with the others.</source>
        <translation>Sudoku X : les diagonales contiennent aussi chaque chiffre ; windoku : quatre fenêtres de plus ; puzzle : des régions de toute forme au lieu des blocs ; killer : des cages dont les chiffres font leur somme ; samouraï : cinq grilles, celle du milieu partageant ses blocs d’angle avec les autres.</translation>
    </message>
    <message>
        <source>A samurai this hard takes seconds to make, now and then half a minute.</source>
        <translation>Un samouraï aussi difficile prend quelques secondes à faire, parfois une demi-minute.</translation>
    </message>
</context>
<context>
    <name>sudoku::NumberPad</name>
    <message>
        <source>Erase</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Clear the selected cell (Delete)</source>
        <translation>Vider la case sélectionnée (Suppr)</translation>
    </message>
    <message>
        <source>Pencil mode: digits toggle pencil marks (Space or N)</source>
        <translation>Mode notes&#xa0;: les chiffres ajoutent ou retirent des notes (Espace ou N)</translation>
    </message>
    <message>
        <source>Pencil: On</source>
        <translation>Notes&#xa0;: activées</translation>
    </message>
    <message>
        <source>Pencil: Off</source>
        <translation>Notes&#xa0;: désactivées</translation>
    </message>
    <message>
        <source>No colour pen: a click selects a cell (Esc, Ctrl+Alt+0)</source>
        <translation>Aucun feutre : un clic sélectionne une case (Échap, Ctrl+Alt+0)</translation>
    </message>
    <message>
        <source>Colour pen: %1, %2. A click paints a candidate, or the cell; so do a digit and Enter (Ctrl+Alt+%3)</source>
        <translation>Feutre : %1, %2. Un clic colorie un candidat, ou la case ; de même un chiffre et Entrée (Ctrl+Alt+%3)</translation>
    </message>
    <message>
        <source>No colour pen</source>
        <translation>Aucun feutre</translation>
    </message>
    <message>
        <source>%1 pen</source>
        <translation>feutre %1</translation>
    </message>
</context>
<context>
    <name>sudoku::PlaySession</name>
    <message>
        <source>Easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>moyenne</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <source>%1 puzzle %2 (bundled)</source>
        <translation>Grille %1 n°&#xa0;%2 (fournie)</translation>
    </message>
    <message>
        <source>It holds no puzzle.</source>
        <translation>Il ne contient aucune grille.</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation>%1 n°&#xa0;%2</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Impossible de créer le dossier %1.</translation>
    </message>
    <message>
        <source>Solve with %1</source>
        <translation>la résolution par «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>With help from hints it does not count as a best time for %1 puzzles.</source>
        <translation>Avec l&apos;aide d&apos;indices, ce temps ne compte pas comme meilleur temps du niveau %1.</translation>
    </message>
    <message>
        <source>A new best time for %1 puzzles (it was %2)!</source>
        <translation>Nouveau meilleur temps pour le niveau %1 (c&apos;était %2)&#x202f;!</translation>
    </message>
    <message>
        <source>Your first best time for %1 puzzles.</source>
        <translation>Votre premier meilleur temps pour le niveau %1.</translation>
    </message>
    <message>
        <source>Your best for %1 puzzles: %2.</source>
        <translation>Votre meilleur temps pour le niveau %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Stuck? Hint shows where to look, then why.</source>
        <translation>Bloqué&#x202f;? «&#xa0;Indice&#xa0;» montre où chercher, puis pourquoi.</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>%1 · Solved by the solver</source>
        <translation>%1 · Résolue par le solveur</translation>
    </message>
    <message>
        <source>%1 · Solved</source>
        <translation>%1 · Résolue</translation>
    </message>
    <message>
        <source>%1 · No solution</source>
        <translation>%1 · Aucune solution</translation>
    </message>
    <message>
        <source>%1 · More than one solution</source>
        <translation>%1 · Plusieurs solutions</translation>
    </message>
    <message>
        <source>%1[*] — Sudoku Studio</source>
        <translation>%1[*] — Sudoku Studio</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n clue(s)</source>
        <translation>
            <numerusform>%1 · %n chiffre donné</numerusform>
            <numerusform>%1 · %n chiffres donnés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n hint(s)</source>
        <translation>
            <numerusform>%1 · %n indice</numerusform>
            <numerusform>%1 · %n indices</numerusform>
        </translation>
    </message>
    <message>
        <source>Generated, seed %1</source>
        <translation>Générée, graine %1</translation>
    </message>
    <message>
        <source>The text is too long to read as puzzles: %1 MB, where %2 MB is the most. Save it in a file and open the file: a file of any size can be opened.</source>
        <translation>Le texte est trop long pour être lu comme des grilles&#xa0;: %1 Mo, pour %2 Mo au plus. Enregistrez-le dans un fichier et ouvrez ce fichier&#xa0;: un fichier de toute taille peut être ouvert.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>best times: a level and a board&apos;s size, as in &apos;easy 9×9 puzzles&apos;</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Pasted puzzle</source>
        <translation>Grille collée</translation>
    </message>
    <message>
        <source>Dropped puzzle</source>
        <translation>Grille déposée</translation>
    </message>
    <message>
        <source>%1 · Looking for the solution…</source>
        <translation>%1 · Recherche de la solution…</translation>
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
        <translation>%1 : %2 justes, %3 en partie justes sur %4 essais, %5 en moyenne</translation>
    </message>
    <message>
        <source>Your practice record</source>
        <translation>Votre bilan d’entraînement</translation>
    </message>
    <message>
        <source>Nothing practised yet.</source>
        <translation>Rien d’exercé pour l’instant.</translation>
    </message>
    <message>
        <source>%1 of %2 right · %3</source>
        <translation>%1 sur %2 justes · %3</translation>
    </message>
</context>
<context>
    <name>sudoku::PracticeDialog</name>
    <message>
        <source>Practice</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <source>No position of this technique to practise on</source>
        <translation>Aucune position pour s’entraîner à cette technique</translation>
    </message>
    <message>
        <source>&amp;New Position</source>
        <translation>&amp;Nouvelle position</translation>
    </message>
    <message>
        <source>&amp;Technique:</source>
        <translation>&amp;Technique :</translation>
    </message>
    <message>
        <source>Click &amp;strikes out</source>
        <translation>Le clic &amp;raye</translation>
    </message>
    <message>
        <source>Click &amp;places</source>
        <translation>Le clic &amp;place</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>&amp;Vérifier</translation>
    </message>
    <message>
        <source>C&amp;lear Marks</source>
        <translation>&amp;Effacer les marques</translation>
    </message>
    <message>
        <source>Your record</source>
        <translation>Votre bilan</translation>
    </message>
    <message>
        <source>Sho&amp;w the Step</source>
        <translation>&amp;Montrer l’étape</translation>
    </message>
    <message>
        <source>The ones I find hardest</source>
        <translation>Celles que je trouve les plus difficiles</translation>
    </message>
</context>
<context>
    <name>sudoku::PracticeSession</name>
    <message>
        <source>Choose a technique to practise.</source>
        <translation>Choisissez une technique à travailler.</translation>
    </message>
    <message>
        <source>There is no position of this technique to practise.</source>
        <translation>Il n’y a aucune position pour s’entraîner à cette technique.</translation>
    </message>
    <message>
        <source>Finding a position…</source>
        <translation>Recherche d’une position…</translation>
    </message>
    <message>
        <source>Find %1 on this board and mark the digit it places (a click on the candidate), then Check.</source>
        <translation>Trouvez %1 sur cette grille et marquez le chiffre qu’elle place (un clic sur le candidat), puis Vérifier.</translation>
    </message>
    <message>
        <source>Find %1 on this board and strike out the candidates it removes (a click on each), then Check.</source>
        <translation>Trouvez %1 sur cette grille et rayez les candidats qu’elle élimine (un clic sur chacun), puis Vérifier.</translation>
    </message>
    <message>
        <source>The step: %1</source>
        <translation>L’étape : %1</translation>
    </message>
    <message>
        <source>Right: that is the step.</source>
        <translation>Juste : c’est bien l’étape.</translation>
    </message>
    <message>
        <source>Partly right: you found %1 of the step&apos;s %2 marks; it also makes %3.</source>
        <translation>En partie juste : vous avez trouvé %1 des %2 marques de l’étape ; elle fait aussi %3.</translation>
    </message>
    <message>
        <source>Partly right: what you marked is true, but it is not this step.</source>
        <translation>En partie juste : ce que vous avez marqué est vrai, mais ce n’est pas cette étape.</translation>
    </message>
    <message>
        <source>Partly right: the step&apos;s marks are all there, and more that are true but not this step&apos;s.</source>
        <translation>En partie juste : toutes les marques de l’étape y sont, et d’autres, vraies, qui ne sont pas de cette étape.</translation>
    </message>
    <message>
        <source>Wrong: %1 is not true of this puzzle.</source>
        <translation>Faux : %1 n’est pas vrai pour cette grille.</translation>
    </message>
    <message>
        <source>Wrong: nothing was marked.</source>
        <translation>Faux : rien n’a été marqué.</translation>
    </message>
</context>
<context>
    <name>sudoku::PrintDialog</name>
    <message>
        <source>Print</source>
        <translation>Imprimer</translation>
    </message>
    <message>
        <source>&amp;This puzzle</source>
        <translation>&amp;Cette grille</translation>
    </message>
    <message>
        <source>A &amp;booklet of new puzzles</source>
        <translation>Un &amp;livret de nouvelles grilles</translation>
    </message>
    <message>
        <source>With my &amp;digits and pencil marks</source>
        <translation>Avec mes c&amp;hiffres et mes notes</translation>
    </message>
    <message>
        <source>The &amp;solution on a second page</source>
        <translation>La &amp;solution sur une deuxième page</translation>
    </message>
    <message>
        <source>Solutions at the &amp;back</source>
        <translation>Les solutions à la &amp;fin</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Niveau&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Puzzles:</source>
        <translation>Nombre de &amp;grilles&#xa0;:</translation>
    </message>
    <message>
        <source>Puzzles a p&amp;age:</source>
        <translation>Grilles par &amp;page&#xa0;:</translation>
    </message>
    <message>
        <source>Pre&amp;view…</source>
        <translation>&amp;Aperçu…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <source>E&amp;xport PDF…</source>
        <translation>E&amp;xporter en PDF…</translation>
    </message>
    <message numerus="yes">
        <source>Sudoku Studio · %n %1 puzzle(s)</source>
        <translation>
            <numerusform>Sudoku Studio · %n grille, niveau %1</numerusform>
            <numerusform>Sudoku Studio · %n grilles, niveau %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Sudoku Studio</source>
        <translation>Sudoku Studio</translation>
    </message>
    <message numerus="yes">
        <source>Making %n puzzle(s)…</source>
        <translation>
            <numerusform>Création de %n grille…</numerusform>
            <numerusform>Création de %n grilles…</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. %2 · %3</source>
        <translation>%1. %2 · %3</translation>
    </message>
    <message>
        <source>Seed %1</source>
        <translation>Graine %1</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s) made.</source>
        <translation>
            <numerusform>%n grille créée.</numerusform>
            <numerusform>%n grilles créées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Print Preview</source>
        <translation>Aperçu avant impression</translation>
    </message>
    <message>
        <source>Sent to the printer.</source>
        <translation>Envoyé à l&apos;imprimante.</translation>
    </message>
    <message>
        <source>The printer could not be used.</source>
        <translation>L&apos;imprimante n&apos;a pas pu être utilisée.</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Exporter en PDF</translation>
    </message>
    <message>
        <source>sudoku.pdf</source>
        <translation>sudoku.pdf</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Written to %1.</source>
        <translation>Enregistré dans %1.</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>%1 n&apos;a pas pu être écrit.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Arrêté.</translation>
    </message>
    <message>
        <source>The solution is still being worked out; it can be chosen once it is found.</source>
        <translation>La solution est encore en cours de recherche ; vous pourrez la choisir dès qu’elle sera trouvée.</translation>
    </message>
    <message>
        <source>This puzzle has no single solution to print.</source>
        <translation>Cette grille n’a pas de solution unique à imprimer.</translation>
    </message>
</context>
<context>
    <name>sudoku::PuzzleChooser</name>
    <message>
        <source>Choose a Puzzle</source>
        <translation>Choisir une grille</translation>
    </message>
    <message>
        <source>&amp;Stop Reading</source>
        <translation>&amp;Arrêter la lecture</translation>
    </message>
    <message>
        <source>List only the puzzles found so far</source>
        <translation>N&apos;afficher que les grilles trouvées jusqu&apos;ici</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln puzzle(s) found so far…</source>
        <translation>
            <numerusform>%1&#xa0;: %Ln grille trouvée jusqu&apos;ici…</numerusform>
            <numerusform>%1&#xa0;: %Ln grilles trouvées jusqu&apos;ici…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %Ln puzzle(s).</source>
        <translation>
            <numerusform>%1 contient %Ln grille.</numerusform>
            <numerusform>%1 contient %Ln grilles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the first %Ln puzzle(s) (reading stopped).</source>
        <translation>
            <numerusform>%1&#xa0;: seulement %Ln grille (lecture interrompue).</numerusform>
            <numerusform>%1&#xa0;: seulement les %Ln premières grilles (lecture interrompue).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cannot be read (hover over it for why).</source>
        <translation>
            <numerusform>%Ln grille illisible (survolez-la pour savoir pourquoi).</numerusform>
            <numerusform>%Ln grilles illisibles (survolez-les pour savoir pourquoi).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the first %Ln puzzle(s); the file holds more than can be listed.</source>
        <translation>
            <numerusform>%1&#xa0;: la première grille (%Ln)&#xa0;; le fichier en contient plus qu’on ne peut en lister.</numerusform>
            <numerusform>%1&#xa0;: les %Ln premières grilles&#xa0;; le fichier en contient plus qu’on ne peut en lister.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sudoku::PuzzleFile</name>
    <message>
        <source>The file could not be read to its end.</source>
        <translation>Le fichier n&apos;a pas pu être lu jusqu&apos;au bout.</translation>
    </message>
</context>
<context>
    <name>sudoku::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Touches fléchées</translation>
    </message>
    <message>
        <source>Move the selection</source>
        <translation>Déplacer la sélection</translation>
    </message>
    <message>
        <source>Move to the first or last cell of the row</source>
        <translation>Aller à la première ou à la dernière case de la ligne</translation>
    </message>
    <message>
        <source>Move to the first or last cell of the board</source>
        <translation>Aller à la première ou à la dernière case de la grille</translation>
    </message>
    <message>
        <source>1 – 9</source>
        <translation>1 – 9</translation>
    </message>
    <message>
        <source>Place a digit (in pencil mode: toggle a pencil mark)</source>
        <translation>Placer un chiffre (en mode notes&#xa0;: ajouter ou retirer une note)</translation>
    </message>
    <message>
        <source>Toggle a pencil mark, in either mode</source>
        <translation>Ajouter ou retirer une note, dans les deux modes</translation>
    </message>
    <message>
        <source>Clear the cell: its digit, else its pencil marks</source>
        <translation>Vider la case&#xa0;: son chiffre, sinon ses notes</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>Clic</translation>
    </message>
    <message>
        <source>Select a cell; on the paused board, resume</source>
        <translation>Sélectionner une case&#x202f;; sur la grille en pause, reprendre</translation>
    </message>
    <message>
        <source>Undo the last change</source>
        <translation>Annuler la dernière modification</translation>
    </message>
    <message>
        <source>Redo the last undone change</source>
        <translation>Rétablir la dernière modification annulée</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Does</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>A – P</source>
        <translation>A – P</translation>
    </message>
    <message>
        <source>Place 10 – 25 on a board that large (A = 10, G = 16, P = 25)</source>
        <translation>Placer 10 – 25 sur une grille assez grande (A = 10, G = 16, P = 25)</translation>
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
        <translation>Montrer où un chiffre peut aller (à nouveau : toutes les cases) ; tout chiffre : clic droit sur le pavé</translation>
    </message>
    <message>
        <source>Show the cells with two candidates</source>
        <translation>Montrer les cases à deux candidats</translation>
    </message>
    <message>
        <source>With a colour pen: click; 1 – 9; Enter</source>
        <translation>Avec un feutre : clic ; 1 – 9 ; Entrée</translation>
    </message>
    <message>
        <source>Paint the candidate clicked, else the cell; paint that candidate; paint the cell (the same colour again clears it)</source>
        <translation>Colorier le candidat cliqué, sinon la case ; colorier ce candidat ; colorier la case (la même couleur à nouveau l’efface)</translation>
    </message>
    <message>
        <source>With a colour pen: %1; %2</source>
        <translation>Avec un feutre : %1 ; %2</translation>
    </message>
    <message>
        <source>Clear the cell&apos;s colours; put the pen down</source>
        <translation>Effacer les couleurs de la case ; poser le feutre</translation>
    </message>
</context>
<context>
    <name>sudoku::SolveSession</name>
    <message>
        <source>Press Play to watch %1 solve this puzzle.</source>
        <translation>Appuyez sur Lecture pour regarder l&apos;algorithme «&#xa0;%1&#xa0;» résoudre cette grille.</translation>
    </message>
    <message>
        <source>Playing…</source>
        <translation>Lecture…</translation>
    </message>
    <message>
        <source>Paused: Next shows the next event.</source>
        <translation>En pause&#xa0;: «&#xa0;Suivant&#xa0;» affiche l&apos;événement suivant.</translation>
    </message>
    <message>
        <source>Solving at full speed…</source>
        <translation>Résolution à pleine vitesse…</translation>
    </message>
    <message>
        <source>Solved. The solution is on the board; Undo takes it back.</source>
        <translation>Résolue. La solution est sur la grille&#x202f;; Annuler la retire.</translation>
    </message>
    <message>
        <source>No solution: the search ran out of possibilities.</source>
        <translation>Aucune solution&#xa0;: la recherche a épuisé toutes les possibilités.</translation>
    </message>
    <message numerus="yes">
        <source>%1 stopped after %n event(s). Press Play to watch it again from the start.</source>
        <translation>
            <numerusform>%1 s’est arrêté après %n événement. Appuyez sur Lecture pour le revoir depuis le début.</numerusform>
            <numerusform>%1 s’est arrêté après %n événements. Appuyez sur Lecture pour le revoir depuis le début.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sudoku::TechniquesDialog</name>
    <message>
        <source>Techniques</source>
        <translation>Techniques</translation>
    </message>
    <message>
        <source>&amp;Another Example</source>
        <translation>&amp;Autre exemple</translation>
    </message>
    <message>
        <source>rated %1</source>
        <translation>cotée %1</translation>
    </message>
    <message>
        <source>only on a puzzle with one solution</source>
        <translation>seulement sur une grille à solution unique</translation>
    </message>
    <message>
        <source>What it is</source>
        <translation>Ce que c’est</translation>
    </message>
    <message>
        <source>How to spot it</source>
        <translation>Comment la repérer</translation>
    </message>
    <message>
        <source>Finding the step on this board…</source>
        <translation>Recherche de l’étape sur cette grille…</translation>
    </message>
    <message>
        <source>This example has lost its step: the techniques have changed since it was chosen.</source>
        <translation>Cet exemple a perdu son étape : les techniques ont changé depuis qu’il a été choisi.</translation>
    </message>
    <message>
        <source>Example %1 of %2, the hint on this board: %3</source>
        <translation>Exemple %1 sur %2, l’indice sur cette grille : %3</translation>
    </message>
    <message>
        <source>Shown with this technique alone chosen in Settings › Hints: with every technique, a hint finds the same deduction as a pattern of an earlier family first.</source>
        <translation>Affiché avec cette seule technique choisie dans Réglages › Indices : avec toutes les techniques, un indice trouve d’abord la même déduction sous la forme d’un motif d’une famille antérieure.</translation>
    </message>
    <message>
        <source>There is no example of this technique: on none of the puzzles searched was it the hint&apos;s next step, even with it alone chosen in Settings › Hints. Wherever it stands, a cheaper step of another technique comes first.</source>
        <translation>Il n’y a pas d’exemple de cette technique : sur aucune des grilles examinées elle n’a été l’étape suivante de l’indice, même choisie seule dans Réglages › Indices. Partout où elle se trouve, une étape moins coûteuse d’une autre technique passe avant.</translation>
    </message>
</context>
<context>
    <name>sudoku::TraceLog</name>
    <message>
        <source>Events %1 to %2 are not listed: the log keeps the steps, guesses and the most recent events.</source>
        <translation>Les événements %1 à %2 ne sont pas listés&#xa0;: le journal garde les étapes, les suppositions et les événements les plus récents.</translation>
    </message>
    <message numerus="yes">
        <source>… %Ln more event(s)</source>
        <translation>
            <numerusform>… %Ln autre événement</numerusform>
            <numerusform>… %Ln autres événements</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
Click to show this step on the board; double-click to read about %2.</source>
        <translation>%1
Cliquez pour afficher cette étape sur la grille ; double-cliquez pour en savoir plus sur %2.</translation>
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
        <translation>Lecture</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Play or pause the animated solve (F5)</source>
        <translation>Lancer ou mettre en pause la résolution animée (F5)</translation>
    </message>
    <message>
        <source>Show the next event (F6)</source>
        <translation>Afficher l&apos;événement suivant (F6)</translation>
    </message>
    <message>
        <source>Stop and return to your game (Shift+F5)</source>
        <translation>Arrêter et revenir à votre partie (Maj+F5)</translation>
    </message>
    <message>
        <source>Events shown per second, or Instant: the whole solve at full speed</source>
        <translation>Événements affichés par seconde, ou Instantané&#xa0;: toute la résolution à pleine vitesse</translation>
    </message>
    <message>
        <source>20,000/s</source>
        <translation>20&#x202f;000/s</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Événements</translation>
    </message>
    <message>
        <source>Placements</source>
        <translation>Placements</translation>
    </message>
    <message>
        <source>Guesses</source>
        <translation>Suppositions</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>Retours arrière</translation>
    </message>
    <message>
        <source>Solver time</source>
        <translation>Temps du solveur</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <source>The previous branch of the forcing chain</source>
        <translation>La branche précédente de la chaîne forcée</translation>
    </message>
    <message>
        <source>The next branch of the forcing chain</source>
        <translation>La branche suivante de la chaîne forcée</translation>
    </message>
    <message>
        <source>Solve log</source>
        <translation>Journal de résolution</translation>
    </message>
    <message>
        <source>Compare All Algorithms…</source>
        <translation>Comparer tous les algorithmes…</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instantané</translation>
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
        <translation>Qu’est-ce que %1 ?</translation>
    </message>
</context>
</TS>
