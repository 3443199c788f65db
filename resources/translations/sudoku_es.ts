<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>BoardAccessible</name>
    <message>
        <source>column %1</source>
        <translation>la columna %1</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>la fila %1</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>fila %1, columna %2</translation>
    </message>
    <message>
        <source>given</source>
        <translation>número inicial</translation>
    </message>
    <message>
        <source>hidden while paused</source>
        <translation>oculta durante la pausa</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacía</translation>
    </message>
    <message>
        <source>pencil marks %1</source>
        <translation>anotaciones %1</translation>
    </message>
    <message>
        <source>conflict</source>
        <translation>conflicto</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>error</translation>
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
        <translation>coloreada de %1</translation>
    </message>
    <message numerus="yes">
        <source>cage of %n cell(s), sum %1</source>
        <translation>
            <numerusform>jaula de %n casilla, suma %1</numerusform>
            <numerusform>jaula de %n casillas, suma %1</numerusform>
        </translation>
    </message>
    <message>
        <source>region %1</source>
        <translation>región %1</translation>
    </message>
    <message>
        <source>on the diagonal</source>
        <translation>en la diagonal</translation>
    </message>
    <message>
        <source>on the anti-diagonal</source>
        <translation>en la antidiagonal</translation>
    </message>
    <message>
        <source>in window %1</source>
        <translation>en la ventana %1</translation>
    </message>
</context>
<context>
    <name>DigitButton</name>
    <message>
        <source>Place %1: none left</source>
        <translation>Colocar %1: no queda ninguno</translation>
    </message>
    <message numerus="yes">
        <source>Place %1: %n left</source>
        <translation>
            <numerusform>Colocar %1: queda %n</numerusform>
            <numerusform>Colocar %1: quedan %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Digit %1</source>
        <translation>Dígito %1</translation>
    </message>
    <message>
        <source>Right-click: show where %1 can go</source>
        <translation>Clic derecho: dónde puede ir el %1</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>Look for %1 on the digit %2.</source>
        <translation>Busca %1 con el dígito %2.</translation>
    </message>
    <message>
        <source>Look for %1 around %2.</source>
        <translation>Busca %1 alrededor de %2.</translation>
    </message>
    <message>
        <source>Look for %1: nearly every empty cell has two candidates.</source>
        <translation>Busca %1: casi todas las casillas vacías tienen dos candidatos.</translation>
    </message>
    <message>
        <source>Look for %1 on %2.</source>
        <translation>Busca %1 con los dígitos %2.</translation>
    </message>
    <message>
        <source>Look for %1.</source>
        <translation>Busca %1.</translation>
    </message>
    <message>
        <source>Look for %1 in %2.</source>
        <translation>Busca %1 en %2.</translation>
    </message>
    <message>
        <source>%1: %2 — %3</source>
        <translation>%1: %2 — %3</translation>
    </message>
    <message>
        <source>%1: %2, so %3</source>
        <translation>%1: %2; por tanto, %3</translation>
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
        <translation>última casilla libre</translation>
    </message>
    <message>
        <source>a full house</source>
        <translation>una última casilla libre</translation>
    </message>
    <message>
        <source>hidden single</source>
        <translation>único oculto</translation>
    </message>
    <message>
        <source>a hidden single</source>
        <translation>un único oculto</translation>
    </message>
    <message>
        <source>naked single</source>
        <translation>único desnudo</translation>
    </message>
    <message>
        <source>a naked single</source>
        <translation>un único desnudo</translation>
    </message>
    <message>
        <source>direct pointing</source>
        <translation>apuntamiento directo</translation>
    </message>
    <message>
        <source>direct claiming</source>
        <translation>reclamo directo</translation>
    </message>
    <message>
        <source>direct hidden pair</source>
        <translation>par oculto directo</translation>
    </message>
    <message>
        <source>a direct hidden pair</source>
        <translation>un par oculto directo</translation>
    </message>
    <message>
        <source>direct hidden triple</source>
        <translation>trío oculto directo</translation>
    </message>
    <message>
        <source>a direct hidden triple</source>
        <translation>un trío oculto directo</translation>
    </message>
    <message>
        <source>locked candidates (pointing)</source>
        <translation>candidatos bloqueados (apuntamiento)</translation>
    </message>
    <message>
        <source>locked candidates (claiming)</source>
        <translation>candidatos bloqueados (reclamo)</translation>
    </message>
    <message>
        <source>naked pair</source>
        <translation>par desnudo</translation>
    </message>
    <message>
        <source>a naked pair</source>
        <translation>un par desnudo</translation>
    </message>
    <message>
        <source>naked triple</source>
        <translation>trío desnudo</translation>
    </message>
    <message>
        <source>a naked triple</source>
        <translation>un trío desnudo</translation>
    </message>
    <message>
        <source>naked quad</source>
        <translation>cuarteto desnudo</translation>
    </message>
    <message>
        <source>a naked quad</source>
        <translation>un cuarteto desnudo</translation>
    </message>
    <message>
        <source>hidden pair</source>
        <translation>par oculto</translation>
    </message>
    <message>
        <source>a hidden pair</source>
        <translation>un par oculto</translation>
    </message>
    <message>
        <source>hidden triple</source>
        <translation>trío oculto</translation>
    </message>
    <message>
        <source>a hidden triple</source>
        <translation>un trío oculto</translation>
    </message>
    <message>
        <source>hidden quad</source>
        <translation>cuarteto oculto</translation>
    </message>
    <message>
        <source>a hidden quad</source>
        <translation>un cuarteto oculto</translation>
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
        <translation>X-Wing con aleta</translation>
    </message>
    <message>
        <source>a finned X-Wing</source>
        <translation>un X-Wing con aleta</translation>
    </message>
    <message>
        <source>finned swordfish</source>
        <translation>Swordfish con aleta</translation>
    </message>
    <message>
        <source>a finned swordfish</source>
        <translation>un Swordfish con aleta</translation>
    </message>
    <message>
        <source>finned jellyfish</source>
        <translation>Jellyfish con aleta</translation>
    </message>
    <message>
        <source>a finned jellyfish</source>
        <translation>un Jellyfish con aleta</translation>
    </message>
    <message>
        <source>skyscraper</source>
        <translation>rascacielos</translation>
    </message>
    <message>
        <source>a skyscraper</source>
        <translation>un rascacielos</translation>
    </message>
    <message>
        <source>2-string kite</source>
        <translation>cometa de 2 cuerdas</translation>
    </message>
    <message>
        <source>a 2-string kite</source>
        <translation>una cometa de 2 cuerdas</translation>
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
        <translation>rectángulo vacío</translation>
    </message>
    <message>
        <source>an empty rectangle</source>
        <translation>un rectángulo vacío</translation>
    </message>
    <message>
        <source>grouped turbot fish</source>
        <translation>Turbot Fish agrupado</translation>
    </message>
    <message>
        <source>a grouped turbot fish</source>
        <translation>un Turbot Fish agrupado</translation>
    </message>
    <message>
        <source>3-link X-chain</source>
        <translation>cadena X de 3 enlaces</translation>
    </message>
    <message>
        <source>a 3-link X-chain</source>
        <translation>una cadena X de 3 enlaces</translation>
    </message>
    <message>
        <source>4-link X-chain</source>
        <translation>cadena X de 4 enlaces</translation>
    </message>
    <message>
        <source>a 4-link X-chain</source>
        <translation>una cadena X de 4 enlaces</translation>
    </message>
    <message>
        <source>simple colouring</source>
        <translation>coloreado simple</translation>
    </message>
    <message>
        <source>multi-colouring</source>
        <translation>coloreado múltiple</translation>
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
        <translation>rectángulo único (tipo 1)</translation>
    </message>
    <message>
        <source>a unique rectangle (type 1)</source>
        <translation>un rectángulo único (tipo 1)</translation>
    </message>
    <message>
        <source>unique rectangle (type 2)</source>
        <translation>rectángulo único (tipo 2)</translation>
    </message>
    <message>
        <source>a unique rectangle (type 2)</source>
        <translation>un rectángulo único (tipo 2)</translation>
    </message>
    <message>
        <source>unique rectangle (type 3)</source>
        <translation>rectángulo único (tipo 3)</translation>
    </message>
    <message>
        <source>a unique rectangle (type 3)</source>
        <translation>un rectángulo único (tipo 3)</translation>
    </message>
    <message>
        <source>unique rectangle (type 4)</source>
        <translation>rectángulo único (tipo 4)</translation>
    </message>
    <message>
        <source>a unique rectangle (type 4)</source>
        <translation>un rectángulo único (tipo 4)</translation>
    </message>
    <message>
        <source>unique rectangle (type 5)</source>
        <translation>rectángulo único (tipo 5)</translation>
    </message>
    <message>
        <source>a unique rectangle (type 5)</source>
        <translation>un rectángulo único (tipo 5)</translation>
    </message>
    <message>
        <source>unique loop (type 1)</source>
        <translation>bucle único (tipo 1)</translation>
    </message>
    <message>
        <source>a unique loop (type 1)</source>
        <translation>un bucle único (tipo 1)</translation>
    </message>
    <message>
        <source>unique loop (type 2)</source>
        <translation>bucle único (tipo 2)</translation>
    </message>
    <message>
        <source>a unique loop (type 2)</source>
        <translation>un bucle único (tipo 2)</translation>
    </message>
    <message>
        <source>unique loop (type 3)</source>
        <translation>bucle único (tipo 3)</translation>
    </message>
    <message>
        <source>a unique loop (type 3)</source>
        <translation>un bucle único (tipo 3)</translation>
    </message>
    <message>
        <source>unique loop (type 4)</source>
        <translation>bucle único (tipo 4)</translation>
    </message>
    <message>
        <source>a unique loop (type 4)</source>
        <translation>un bucle único (tipo 4)</translation>
    </message>
    <message>
        <source>hidden rectangle</source>
        <translation>rectángulo oculto</translation>
    </message>
    <message>
        <source>a hidden rectangle</source>
        <translation>un rectángulo oculto</translation>
    </message>
    <message>
        <source>avoidable rectangle (type 1)</source>
        <translation>rectángulo evitable (tipo 1)</translation>
    </message>
    <message>
        <source>an avoidable rectangle (type 1)</source>
        <translation>un rectángulo evitable (tipo 1)</translation>
    </message>
    <message>
        <source>avoidable rectangle (type 2)</source>
        <translation>rectángulo evitable (tipo 2)</translation>
    </message>
    <message>
        <source>an avoidable rectangle (type 2)</source>
        <translation>un rectángulo evitable (tipo 2)</translation>
    </message>
    <message>
        <source>BUG (type 1)</source>
        <translation>BUG (tipo 1)</translation>
    </message>
    <message>
        <source>a BUG (type 1)</source>
        <translation>un BUG (tipo 1)</translation>
    </message>
    <message>
        <source>BUG (type 2)</source>
        <translation>BUG (tipo 2)</translation>
    </message>
    <message>
        <source>a BUG (type 2)</source>
        <translation>un BUG (tipo 2)</translation>
    </message>
    <message>
        <source>BUG (type 3)</source>
        <translation>BUG (tipo 3)</translation>
    </message>
    <message>
        <source>a BUG (type 3)</source>
        <translation>un BUG (tipo 3)</translation>
    </message>
    <message>
        <source>BUG (type 4)</source>
        <translation>BUG (tipo 4)</translation>
    </message>
    <message>
        <source>a BUG (type 4)</source>
        <translation>un BUG (tipo 4)</translation>
    </message>
    <message>
        <source>aligned pair exclusion</source>
        <translation>exclusión de par alineado</translation>
    </message>
    <message>
        <source>an aligned pair exclusion</source>
        <translation>una exclusión de par alineado</translation>
    </message>
    <message>
        <source>aligned triple exclusion</source>
        <translation>exclusión de trío alineado</translation>
    </message>
    <message>
        <source>an aligned triple exclusion</source>
        <translation>una exclusión de trío alineado</translation>
    </message>
    <message>
        <source>X-chain</source>
        <translation>cadena X</translation>
    </message>
    <message>
        <source>an X-chain</source>
        <translation>una cadena X</translation>
    </message>
    <message>
        <source>X-cycle</source>
        <translation>ciclo X</translation>
    </message>
    <message>
        <source>an X-cycle</source>
        <translation>un ciclo X</translation>
    </message>
    <message>
        <source>XY-chain</source>
        <translation>cadena XY</translation>
    </message>
    <message>
        <source>an XY-chain</source>
        <translation>una cadena XY</translation>
    </message>
    <message>
        <source>remote pair</source>
        <translation>par remoto</translation>
    </message>
    <message>
        <source>a remote pair</source>
        <translation>un par remoto</translation>
    </message>
    <message>
        <source>XY-cycle</source>
        <translation>ciclo XY</translation>
    </message>
    <message>
        <source>an XY-cycle</source>
        <translation>un ciclo XY</translation>
    </message>
    <message>
        <source>alternating inference chain</source>
        <translation>cadena de inferencias alternas</translation>
    </message>
    <message>
        <source>an alternating inference chain</source>
        <translation>una cadena de inferencias alternas</translation>
    </message>
    <message>
        <source>continuous nice loop</source>
        <translation>nice loop continuo</translation>
    </message>
    <message>
        <source>a continuous nice loop</source>
        <translation>un nice loop continuo</translation>
    </message>
    <message>
        <source>grouped alternating inference chain</source>
        <translation>cadena de inferencias alternas agrupada</translation>
    </message>
    <message>
        <source>a grouped alternating inference chain</source>
        <translation>una cadena de inferencias alternas agrupada</translation>
    </message>
    <message>
        <source>grouped nice loop</source>
        <translation>nice loop agrupado</translation>
    </message>
    <message>
        <source>a grouped nice loop</source>
        <translation>un nice loop agrupado</translation>
    </message>
    <message>
        <source>alternating inference chain with almost locked sets</source>
        <translation>cadena de inferencias alternas con conjuntos casi bloqueados</translation>
    </message>
    <message>
        <source>an alternating inference chain with almost locked sets</source>
        <translation>una cadena de inferencias alternas con conjuntos casi bloqueados</translation>
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
        <translation>cadena ALS</translation>
    </message>
    <message>
        <source>an ALS chain</source>
        <translation>una cadena ALS</translation>
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
        <translation>cadena forzada de Nishio</translation>
    </message>
    <message>
        <source>a Nishio forcing chain</source>
        <translation>una cadena forzada de Nishio</translation>
    </message>
    <message>
        <source>cell forcing chain</source>
        <translation>cadena forzada de casilla</translation>
    </message>
    <message>
        <source>a cell forcing chain</source>
        <translation>una cadena forzada de casilla</translation>
    </message>
    <message>
        <source>unit forcing chain</source>
        <translation>cadena forzada de unidad</translation>
    </message>
    <message>
        <source>a unit forcing chain</source>
        <translation>una cadena forzada de unidad</translation>
    </message>
    <message>
        <source>contradiction chain</source>
        <translation>cadena de contradicción</translation>
    </message>
    <message>
        <source>a contradiction chain</source>
        <translation>una cadena de contradicción</translation>
    </message>
    <message>
        <source>double forcing chain</source>
        <translation>cadena forzada doble</translation>
    </message>
    <message>
        <source>a double forcing chain</source>
        <translation>una cadena forzada doble</translation>
    </message>
    <message>
        <source>dynamic cell forcing chain</source>
        <translation>cadena forzada dinámica de casilla</translation>
    </message>
    <message>
        <source>a dynamic cell forcing chain</source>
        <translation>una cadena forzada dinámica de casilla</translation>
    </message>
    <message>
        <source>dynamic unit forcing chain</source>
        <translation>cadena forzada dinámica de unidad</translation>
    </message>
    <message>
        <source>a dynamic unit forcing chain</source>
        <translation>una cadena forzada dinámica de unidad</translation>
    </message>
    <message>
        <source>dynamic forcing chain (+)</source>
        <translation>cadena forzada dinámica (+)</translation>
    </message>
    <message>
        <source>a dynamic forcing chain (+)</source>
        <translation>una cadena forzada dinámica (+)</translation>
    </message>
    <message>
        <source>nested forcing chain</source>
        <translation>cadena forzada anidada</translation>
    </message>
    <message>
        <source>a nested forcing chain</source>
        <translation>una cadena forzada anidada</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 in %2 %3</source>
        <translation>%1 en %2 %3</translation>
    </message>
    <message>
        <source>almost locked sets %1; their cells with %2 all see each other, and so do their cells with %3: one set lacks %2 and the other %3, so each holds all its other digits</source>
        <translation>conjuntos casi bloqueados %1; sus casillas con el %2 se ven todas entre sí, y lo mismo ocurre con sus casillas con el %3: a un conjunto le falta el %2 y al otro el %3, así que cada uno contiene todos sus demás dígitos</translation>
    </message>
    <message>
        <source>almost locked sets %1: %2: either %3 or %4</source>
        <translation>conjuntos casi bloqueados %1: %2: o bien %3, o bien %4</translation>
    </message>
    <message>
        <source>%1 holds only %2; petals %3: %4 — in every case one of %5 is %6</source>
        <translation>%1 solo contiene %2; pétalos %3: %4 — en todos los casos, una de las casillas %5 es %6</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation>%1 es %2</translation>
    </message>
    <message>
        <source>%1 is not %2</source>
        <translation>%1 no es %2</translation>
    </message>
    <message>
        <source>one of %1 is %2</source>
        <translation>una de las casillas %1 es %2</translation>
    </message>
    <message>
        <source>none of %1 is %2</source>
        <translation>ninguna de las casillas %1 es %2</translation>
    </message>
    <message>
        <source>the almost locked set %1 lacks %2, so %3</source>
        <translation>al conjunto casi bloqueado %1 le falta el %2, así que %3</translation>
    </message>
    <message>
        <source>if %1</source>
        <translation>si %1</translation>
    </message>
    <message>
        <source>so %1</source>
        <translation>entonces %1</translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>%1: either %2 or %3</source>
        <translation>%1: o bien %2, o bien %3</translation>
    </message>
    <message>
        <source>%1 — back where it began: a loop, so each of its weak links holds both ways</source>
        <translation>%1 — de vuelta al principio: es un bucle, así que cada uno de sus enlaces débiles vale en los dos sentidos</translation>
    </message>
    <message>
        <source>the conjugate pairs of %1 make two clusters, %2 against %3 and %4 against %5; a cell of one colour of each sees a cell of one colour of the other, so not both of those colours hold the %1 and one of the other two does</source>
        <translation>los pares conjugados del %1 forman dos grupos, %2 frente a %3 y %4 frente a %5; una casilla de un color de cada grupo ve una casilla de un color del otro, así que esos dos colores no pueden contener ambos el %1, y uno de los otros dos sí lo contiene</translation>
    </message>
    <message>
        <source>the conjugate pairs of %1 colour %2 against %3: one colour holds the %1s; two cells of one colour share a unit, so that colour is false</source>
        <translation>los pares conjugados del %1 colorean %2 frente a %3: uno de los dos colores contiene los %1; dos casillas de un mismo color comparten una unidad, así que ese color es falso</translation>
    </message>
    <message>
        <source>the conjugate pairs of %1 colour %2 against %3: one colour holds the %1s, and each struck cell sees both colours</source>
        <translation>los pares conjugados del %1 colorean %2 frente a %3: uno de los dos colores contiene los %1, y cada casilla afectada ve los dos colores</translation>
    </message>
    <message>
        <source>no way to fill %1 that repeats no digit in a unit and leaves each of %2 (cells that see them all) a candidate uses the candidates struck out</source>
        <translation>ninguna forma de rellenar %1 sin repetir un dígito en una unidad y dejando algún candidato a cada una de las casillas %2 (que las ven a todas) usa los candidatos eliminados</translation>
    </message>
    <message>
        <source>%1 in %2 lies only in %3 and in the fins %4, in %5 (a sashimi fish: without the fins a line would keep one place): if a fin holds %1, nothing else in %5 does; if not, %3 hold it in %2</source>
        <translation>en %2, el %1 solo está en %3 y en las aletas %4, en %5 (un pez sashimi: sin las aletas, una línea se quedaría con un solo lugar): si una aleta contiene el %1, ninguna otra casilla de %5 lo contiene; si no, en %2 solo puede estar en %3</translation>
    </message>
    <message>
        <source>%1 in %2 lies only in %3 and in the fins %4, in %5: if a fin holds %1, nothing else in %5 does; if not, %3 hold it in %2</source>
        <translation>en %2, el %1 solo está en %3 y en las aletas %4, en %5: si una aleta contiene el %1, ninguna otra casilla de %5 lo contiene; si no, en %2 solo puede estar en %3</translation>
    </message>
    <message>
        <source>%1 in %2 lies only in %3</source>
        <translation>en %2, el %1 solo está en %3</translation>
    </message>
    <message>
        <source>%1 in %2 lies only in %3, so in %4 it fits only in %5</source>
        <translation>en %2, el %1 solo está en %3, así que en %4 solo cabe en %5</translation>
    </message>
    <message>
        <source>%1 holds only %2, and %3 hold both; in %4 and in %5, %6 lies only in the rectangle&apos;s corners, so were %7 %8, %9 would be %6, %1 would be %8, and %2 could swap round the rectangle for a second solution</source>
        <translation>%1 solo contiene %2, y %3 contienen ambos; en %4 y en %5, el %6 solo está en las esquinas del rectángulo, así que si %7 fuera %8, %9 serían %6, %1 sería %8, y %2 podrían intercambiarse alrededor del rectángulo y dar una segunda solución</translation>
    </message>
    <message>
        <source>%1 is %2 and %3 are %4, none of them a given; were %5 %2, the four cells could swap %2 and %4 for a second solution</source>
        <translation>%1 es %2 y %3 son %4, y ninguna es un número inicial; si %5 fuera %2, las cuatro casillas podrían intercambiar %2 y %4 y dar una segunda solución</translation>
    </message>
    <message>
        <source>%1 is %2 and %3 is %4, neither a given; were neither %5 nor %6 %7, they would be %4 and %2, and the four cells could swap %2 and %4 for a second solution: one of them is %7</source>
        <translation>%1 es %2 y %3 es %4, y ninguna es un número inicial; si ni %5 ni %6 fueran %7, serían %4 y %2, y las cuatro casillas podrían intercambiar %2 y %4 y dar una segunda solución: una de ellas es %7</translation>
    </message>
    <message>
        <source>the last empty cell of %1</source>
        <translation>la última casilla vacía de %1</translation>
    </message>
    <message>
        <source>%1 is the only candidate left in %2</source>
        <translation>el %1 es el único candidato que queda en %2</translation>
    </message>
    <message>
        <source>%1 fits nowhere else in %2</source>
        <translation>el %1 no cabe en ninguna otra casilla de %2</translation>
    </message>
    <message>
        <source>%1 hold only %2 in %3</source>
        <translation>en %3, %1 solo contienen %2</translation>
    </message>
    <message>
        <source>%1 fit only in %2 in %3</source>
        <translation>en %3, %1 solo caben en %2</translation>
    </message>
    <message>
        <source>%1 fit only in %2 in %3, so %4 fits only in %5</source>
        <translation>en %3, %1 solo caben en %2, así que el %4 solo cabe en %5</translation>
    </message>
    <message>
        <source>%1, where %2 and %3 cross, hold %4; with %5 in %2 and %6 in %3, these %7 cells hold %7 digits, each once: %8 cannot be elsewhere in %2, nor %9 elsewhere in %3</source>
        <translation>%1, donde se cruzan %2 y %3, contienen %4; con %5 en %2 y %6 en %3, estas %7 casillas contienen %7 dígitos, cada uno una sola vez: no puede haber %8 en el resto de %2, ni %9 en el resto de %3</translation>
    </message>
    <message>
        <source>%1 hold only %2; if %3 did too, %2 could swap for a second solution</source>
        <translation>%1 solo contienen %2; si %3 también, %2 podrían intercambiarse y dar una segunda solución</translation>
    </message>
    <message>
        <source>%1 make a loop on %2, and %3 also hold %4: were none of them %4, %2 could swap round the loop for a second solution</source>
        <translation>%1 forman un bucle sobre %2, y %3 también contienen %4: si ninguna fuera %4, %2 podrían intercambiarse a lo largo del bucle y dar una segunda solución</translation>
    </message>
    <message>
        <source>%1 make a loop on %2, and %3 also hold %4; in %5, %6 lies only in %3, so one of them is %6, and were the other %7, %2 could swap round the loop for a second solution</source>
        <translation>%1 forman un bucle sobre %2, y %3 también contienen %4; en %5, el %6 solo está en %3, así que una de ellas es %6, y si la otra fuera %7, %2 podrían intercambiarse a lo largo del bucle y dar una segunda solución</translation>
    </message>
    <message>
        <source>%1 make a loop on %2, and %3 also hold %4: one of them holds one of %4, or %2 could swap round the loop for a second solution</source>
        <translation>%1 forman un bucle sobre %2, y %3 también contienen %4: una de ellas contiene alguno de %4; si no, %2 podrían intercambiarse a lo largo del bucle y dar una segunda solución</translation>
    </message>
    <message>
        <source>%1; so %2 fit only in the other one and %3 in %4</source>
        <translation>%1; así que, en %4, %2 solo caben en la otra y en %3</translation>
    </message>
    <message>
        <source>%1; so %2, as one cell, and %3 hold only %4 in %5</source>
        <translation>%1; así que, en %5, %2 (como si fueran una sola casilla) y %3 solo contienen %4</translation>
    </message>
    <message>
        <source>every empty cell would hold two candidates and every digit two places in each unit, a board that never has exactly one solution</source>
        <translation>toda casilla vacía tendría dos candidatos y todo dígito dos lugares en cada unidad, un tablero que nunca tiene exactamente una solución</translation>
    </message>
    <message>
        <source>%1 must be %2, or %3</source>
        <translation>%1 tiene que ser %2; si no, %3</translation>
    </message>
    <message>
        <source>%1 must be one of %2, or %3</source>
        <translation>%1 tiene que ser uno de los dígitos %2; si no, %3</translation>
    </message>
    <message>
        <source>one of %1 must be %2, or %3</source>
        <translation>una de las casillas %1 tiene que ser %2; si no, %3</translation>
    </message>
    <message>
        <source>one of %1 must be true, or %2; so %3, as one cell, and %4 hold only %5 in %6</source>
        <translation>uno de los candidatos %1 tiene que ser cierto; si no, %2; así que, en %6, %3 (como si fueran una sola casilla) y %4 solo contienen %5</translation>
    </message>
    <message>
        <source>one of %1 must be true, or %2; in %3, %4 lies only in %5, so each of them is %4 or its extra digit</source>
        <translation>uno de los candidatos %1 tiene que ser cierto; si no, %2; en %3, el %4 solo está en %5, así que cada una de ellas es %4 o su dígito extra</translation>
    </message>
    <message>
        <source>%1 holds %2</source>
        <translation>%1 contiene %2</translation>
    </message>
    <message>
        <source>%1: one of the three is %2</source>
        <translation>%1: una de las tres es %2</translation>
    </message>
    <message>
        <source>%1: whichever %2 is, %3 or %4 is %5</source>
        <translation>%1: sea cual sea el valor de %2, %3 o %4 es %5</translation>
    </message>
    <message>
        <source>%1 hold only %2; in %3, %4 lies only in %5: %6 or %7 is %8</source>
        <translation>%1 solo contienen %2; en %3, el %4 solo está en %5: %6 o %7 es %8</translation>
    </message>
    <message>
        <source>%1 hold only %2, one digit more than cells; %3 holds only %4 and %5 and sees every one of them holding %4: whichever %3 is, %5 is in %3 or among them</source>
        <translation>%1 solo contienen %2, un dígito más que casillas; %3 solo contiene %4 y %5 y ve todas las que contienen el %4: sea cual sea el valor de %3, el %5 está en %3 o entre ellas</translation>
    </message>
    <message>
        <source>%1 hold only %2, one digit more than cells; %3 holds only %4 and sees every one of them holding either: between them they hold each digit once, which is in one of its places here</source>
        <translation>%1 solo contienen %2, un dígito más que casillas; %3 solo contiene %4 y ve todas las que contienen alguno de ellos: entre todas contienen cada dígito una sola vez, y cada uno está en uno de sus lugares de aquí</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>la fila %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>la columna %1</translation>
    </message>
    <message>
        <source>box %1</source>
        <translation>la caja %1</translation>
    </message>
    <message>
        <source>rows %1</source>
        <translation>las filas %1</translation>
    </message>
    <message>
        <source>columns %1</source>
        <translation>las columnas %1</translation>
    </message>
    <message>
        <source>boxes %1</source>
        <translation>las cajas %1</translation>
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
        <translation>%1: cada una de sus %2 ramas lleva a %3.</translation>
    </message>
    <message>
        <source>Branch %1 of %2: %3.</source>
        <translation>Rama %1 de %2: %3.</translation>
    </message>
    <message>
        <source>Placed %1 in %2 (%3).</source>
        <translation>Se colocó el %1 en %2 (%3).</translation>
    </message>
    <message>
        <source>Try %1 in %2</source>
        <translation>Probar %1 en %2</translation>
    </message>
    <message>
        <source>%1 clashes with a peer of %2</source>
        <translation>%1 choca con una casilla vecina de %2</translation>
    </message>
    <message>
        <source>Guess %1 in %2 (other digits left to try)</source>
        <translation>Conjeturar %1 en %2 (quedan otros dígitos por probar)</translation>
    </message>
    <message>
        <source>Place %1 in %2</source>
        <translation>Colocar %1 en %2</translation>
    </message>
    <message>
        <source>%1: %2 in %3</source>
        <translation>%1: %2 en %3</translation>
    </message>
    <message>
        <source>Remove %1 from %2</source>
        <translation>Quitar %1 de %2</translation>
    </message>
    <message>
        <source>Remove %1 from %2 (%3)</source>
        <translation>Quitar %1 de %2 (%3)</translation>
    </message>
    <message>
        <source>Guess %1 in %2 (depth %3)</source>
        <translation>Conjeturar %1 en %2 (profundidad %3)</translation>
    </message>
    <message>
        <source>Dead end: %1 has no candidate left</source>
        <translation>Callejón sin salida: a %1 no le queda ningún candidato</translation>
    </message>
    <message>
        <source>Dead end: %1 has no place left in %2</source>
        <translation>Callejón sin salida: el %1 ya no tiene sitio en %2</translation>
    </message>
    <message>
        <source>Back up: undo the guess in %1 (depth %2)</source>
        <translation>Retroceder: deshacer la conjetura en %1 (profundidad %2)</translation>
    </message>
    <message>
        <source>Back up: take back %1</source>
        <translation>Retroceder: retirar el dígito de %1</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
    <message>
        <source>Extreme</source>
        <translation>Extremo</translation>
    </message>
    <message>
        <source>Nightmare</source>
        <translation>Pesadilla</translation>
    </message>
    <message>
        <source>Not rated</source>
        <translation>Sin valorar</translation>
    </message>
    <message>
        <source>quads, fish, skyscrapers, kites and wings</source>
        <translation>cuartetos, peces, rascacielos, cometas y wings</translation>
    </message>
    <message>
        <source>forcing chains</source>
        <translation>cadenas forzadas</translation>
    </message>
    <message>
        <source>forcing chains nested in forcing chains</source>
        <translation>cadenas forzadas anidadas en cadenas forzadas</translation>
    </message>
    <message>
        <source>no single solution</source>
        <translation>sin solución única</translation>
    </message>
    <message>
        <source>Not rated: the puzzle has no solution.</source>
        <translation>Sin valorar: el sudoku no tiene solución.</translation>
    </message>
    <message>
        <source>Not rated: the puzzle has more than one solution.</source>
        <translation>Sin valorar: el sudoku tiene más de una solución.</translation>
    </message>
    <message>
        <source>%1, rated %2.</source>
        <translation>%1, valoración %2.</translation>
    </message>
    <message>
        <source>Hardest step: %1.</source>
        <translation>Paso más difícil: %1.</translation>
    </message>
    <message>
        <source>Steps: %1.</source>
        <translation>Pasos: %1.</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
    <message>
        <source>Rotational (180°)</source>
        <translation>Rotacional (180°)</translation>
    </message>
    <message>
        <source>Diagonal</source>
        <translation>Diagonal</translation>
    </message>
    <message>
        <source>Mirror (left–right)</source>
        <translation>Espejo (izquierda–derecha)</translation>
    </message>
    <message>
        <source>Human logic</source>
        <translation>Lógica humana</translation>
    </message>
    <message>
        <source>Backtracking</source>
        <translation>Búsqueda con retroceso</translation>
    </message>
    <message>
        <source>Bitmask backtracking</source>
        <translation>Búsqueda con retroceso y máscaras de bits</translation>
    </message>
    <message>
        <source>Most constrained cell (MRV)</source>
        <translation>Casilla más restringida (MRV)</translation>
    </message>
    <message>
        <source>Constraint propagation (Norvig)</source>
        <translation>Propagación de restricciones (Norvig)</translation>
    </message>
    <message>
        <source>Forward checking (MRV + LCV)</source>
        <translation>Comprobación hacia delante (MRV + LCV)</translation>
    </message>
    <message>
        <source>Solves as a person would: the simplest technique that applies, every time, up to nested forcing chains. A puzzle with one solution never needs a guess.</source>
        <translation>Resuelve como lo haría una persona: cada vez, la técnica más sencilla que se aplique, hasta las cadenas forzadas anidadas. Un sudoku con una sola solución nunca necesita una conjetura.</translation>
    </message>
    <message>
        <source>Fills the empty cells in reading order, trying 1 to 9 in each and checking the peers; on a dead end it takes back the last digit and tries the next.</source>
        <translation>Rellena las casillas vacías en orden de lectura, probando del 1 al 9 en cada una y comprobando sus vecinas; en un callejón sin salida, retira el último dígito y prueba el siguiente.</translation>
    </message>
    <message>
        <source>The same search as backtracking, but row, column and box bitmasks give the free digits at once, so no digit is ever rejected.</source>
        <translation>La misma búsqueda con retroceso, pero unas máscaras de bits de fila, columna y caja dan al instante los dígitos libres, así que nunca se rechaza ningún dígito.</translation>
    </message>
    <message>
        <source>Always fills the cell with the fewest candidates left, and rolls back when a cell runs out of them.</source>
        <translation>Rellena siempre la casilla con menos candidatos restantes y retrocede cuando una casilla se queda sin ellos.</translation>
    </message>
    <message>
        <source>Peter Norvig&apos;s solver: every placement removes its digit from the peers, singles follow from that, and it guesses only on the cell with fewest candidates.</source>
        <translation>El solucionador de Peter Norvig: cada colocación elimina su dígito de las casillas vecinas, de ahí se siguen los únicos, y solo hace conjeturas en la casilla con menos candidatos.</translation>
    </message>
    <message>
        <source>Picks the most constrained cell, tries first the digit that constrains its peers least, and backs up as soon as a peer has no candidate left.</source>
        <translation>Elige la casilla más restringida, prueba primero el dígito que menos restringe a sus vecinas y retrocede en cuanto a una vecina no le queda ningún candidato.</translation>
    </message>
    <message numerus="yes">
        <source>Applied %1: %n candidate(s) struck out.</source>
        <translation>
            <numerusform>Con %1 se eliminó %n candidato.</numerusform>
            <numerusform>Con %1 se eliminaron %n candidatos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It needs %n guess(es).</source>
        <translation>
            <numerusform>Necesita %n conjetura.</numerusform>
            <numerusform>Necesita %n conjeturas.</numerusform>
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
        <translation>%1, cajas de %2×%3</translation>
    </message>
    <message>
        <source>a digit %1-%2 or &apos;.&apos;</source>
        <translation>un dígito %1-%2 o &apos;.&apos;</translation>
    </message>
    <message>
        <source>a digit %1-%2, the letter A or &apos;.&apos;</source>
        <translation>un dígito %1-%2, la letra A o &apos;.&apos;</translation>
    </message>
    <message>
        <source>a digit %1-%2, a letter A-%3 or &apos;.&apos;</source>
        <translation>un dígito %1-%2, una letra A-%3 o &apos;.&apos;</translation>
    </message>
    <message>
        <source>value %1 is out of range for %2</source>
        <translation>el valor %1 está fuera del rango de %2</translation>
    </message>
    <message>
        <source>a size is %1 or %2</source>
        <translation>el tamaño puede ser %1 o %2</translation>
    </message>
    <message>
        <source>end of line</source>
        <translation>fin de línea</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>se esperaba %1, se encontró %2</translation>
    </message>
    <message>
        <source>puzzle has %1 cells, expected %2</source>
        <translation>el sudoku tiene %1 casillas; se esperaban %2</translation>
    </message>
    <message>
        <source>%1 and %2 both hold %3</source>
        <translation>%1 y %2 contienen ambas el %3</translation>
    </message>
    <message>
        <source>puzzle has more than %1 cells</source>
        <translation>el sudoku tiene más de %1 casillas</translation>
    </message>
    <message>
        <source>a grid row has more than %1 cells</source>
        <translation>una fila de la cuadrícula tiene más de %1 casillas</translation>
    </message>
    <message>
        <source>longer than 1 MiB</source>
        <translation>más larga de 1 MiB</translation>
    </message>
    <message>
        <source>puzzle has %1 cells, expected %2 (%3) or %4 (%5)</source>
        <translation>el sudoku tiene %1 casillas; se esperaban %2 (%3) o %4 (%5)</translation>
    </message>
    <message>
        <source>unsupported size %1: %2</source>
        <translation>tamaño no admitido %1: %2</translation>
    </message>
    <message>
        <source>a puzzle of size %1, expected %2</source>
        <translation>un sudoku de tamaño %1; se esperaba %2</translation>
    </message>
    <message>
        <source>expected the number of givens on the line after the size</source>
        <translation>se esperaba la cantidad de números iniciales en la línea siguiente al tamaño</translation>
    </message>
    <message>
        <source>the number of givens 0-%1</source>
        <translation>la cantidad de números iniciales 0-%1</translation>
    </message>
    <message>
        <source>expected %1 givens, found %2</source>
        <translation>se esperaban %1 números iniciales, se encontraron %2</translation>
    </message>
    <message>
        <source>a row 1-%1</source>
        <translation>una fila 1-%1</translation>
    </message>
    <message>
        <source>a column 1-%1</source>
        <translation>una columna 1-%1</translation>
    </message>
    <message>
        <source>a value 1-%1</source>
        <translation>un valor 1-%1</translation>
    </message>
    <message>
        <source>%1 is already given on line %2</source>
        <translation>%1 ya está dada en la línea %2</translation>
    </message>
    <message>
        <source>no puzzle found</source>
        <translation>no se encontró ningún sudoku</translation>
    </message>
    <message>
        <source>expected one puzzle, found a second one here</source>
        <translation>se esperaba un solo sudoku; aquí empieza un segundo</translation>
    </message>
    <message>
        <source>the file can no longer be read here</source>
        <translation>el archivo ya no se puede leer aquí</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Línea %1, columna %2: %3</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Línea %1: %2</translation>
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
        <translation>un retorno de carro (CR) dentro de la línea: las líneas que terminan solo con CR no se leen; termínelas con LF</translation>
    </message>
    <message>
        <source>supposed</source>
        <translation>supuesto</translation>
    </message>
    <message>
        <source>%1 is already in %2</source>
        <translation>el %1 ya está en %2</translation>
    </message>
    <message>
        <source>the only candidate left in %1</source>
        <translation>el único candidato que queda en %1</translation>
    </message>
    <message>
        <source>the only place left for %1 in %2</source>
        <translation>el único sitio que queda para el %1 en %2</translation>
    </message>
    <message>
        <source>the only places left for %1 in %2</source>
        <translation>los únicos sitios que quedan para el %1 en %2</translation>
    </message>
    <message>
        <source>the almost locked set %1 lacks %2</source>
        <translation>al conjunto casi bloqueado %1 le falta el %2</translation>
    </message>
    <message>
        <source>by %1:</source>
        <translation>por %1:</translation>
    </message>
    <message>
        <source>it follows</source>
        <translation>se sigue</translation>
    </message>
    <message>
        <source>%1. %2 (%3)</source>
        <translation>%1. %2 (%3)</translation>
    </message>
    <message>
        <source>%1. from %2: %3 (%4)</source>
        <translation>%1. de %2: %3 (%4)</translation>
    </message>
    <message>
        <source>branch %1 of %2:</source>
        <translation>rama %1 de %2:</translation>
    </message>
    <message>
        <source>if %1, a contradiction follows</source>
        <translation>si %1, se llega a una contradicción</translation>
    </message>
    <message>
        <source>in %1, %2 lies only in %3, and in every case %4</source>
        <translation>en %1, el %2 solo está en %3, y en todos los casos, %4</translation>
    </message>
    <message>
        <source>%1 is %2 or it is not, and either way %3</source>
        <translation>%1 es %2 o no lo es, y en cualquier caso, %3</translation>
    </message>
    <message>
        <source>%1 holds only %2, and in every case %3</source>
        <translation>%1 solo contiene %2, y en todos los casos, %3</translation>
    </message>
    <message>
        <source>Branch %1 of %2:</source>
        <translation>Rama %1 de %2:</translation>
    </message>
    <message>
        <source>chains, uniqueness, almost locked sets, exclusion, bigger wings and finned fish</source>
        <translation>cadenas, unicidad, conjuntos casi bloqueados, exclusión, wings mayores y peces con aleta</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>naranja</translation>
    </message>
    <message>
        <source>sky blue</source>
        <translation>celeste</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>amarillo</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>morado</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>círculo</translation>
    </message>
    <message>
        <source>square</source>
        <translation>cuadrado</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>rombo</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>triángulo</translation>
    </message>
    <message>
        <source>upside-down triangle</source>
        <translation>triángulo invertido</translation>
    </message>
    <message>
        <source>plus sign</source>
        <translation>signo más</translation>
    </message>
    <message>
        <source>Singles</source>
        <translation>Únicos</translation>
    </message>
    <message>
        <source>Intersections</source>
        <translation>Intersecciones</translation>
    </message>
    <message>
        <source>Subsets</source>
        <translation>Subconjuntos</translation>
    </message>
    <message>
        <source>Fish</source>
        <translation>Peces</translation>
    </message>
    <message>
        <source>Single-digit patterns</source>
        <translation>Patrones de un dígito</translation>
    </message>
    <message>
        <source>Wings</source>
        <translation>Wings</translation>
    </message>
    <message>
        <source>Uniqueness</source>
        <translation>Unicidad</translation>
    </message>
    <message>
        <source>Chains</source>
        <translation>Cadenas</translation>
    </message>
    <message>
        <source>Almost locked sets</source>
        <translation>Conjuntos casi bloqueados</translation>
    </message>
    <message>
        <source>Exclusion</source>
        <translation>Exclusión</translation>
    </message>
    <message>
        <source>Forcing chains</source>
        <translation>Cadenas forzadas</translation>
    </message>
    <message>
        <source>a %1 puzzle is read from one line: its cells, then its %2</source>
        <translation>un sudoku %1 se lee de una sola línea: sus casillas y luego sus %2</translation>
    </message>
    <message>
        <source>regions</source>
        <translation>regiones</translation>
    </message>
    <message>
        <source>cages and their sums</source>
        <translation>jaulas y sus sumas</translation>
    </message>
    <message>
        <source>a space and each cell&apos;s region</source>
        <translation>un espacio y la región de cada casilla</translation>
    </message>
    <message>
        <source>a region 1-%1 or a-%2</source>
        <translation>una región 1-%1 o a-%2</translation>
    </message>
    <message>
        <source>a region 1-9 or A-%1</source>
        <translation>una región 1-9 o A-%1</translation>
    </message>
    <message>
        <source>region %1 has %2 cells, expected %3</source>
        <translation>la región %1 tiene %2 casillas; se esperaban %3</translation>
    </message>
    <message>
        <source>region %1 is not connected: %2 is cut off from %3</source>
        <translation>la región %1 no está conectada: %2 queda separada de %3</translation>
    </message>
    <message>
        <source>a space and each cell&apos;s cage</source>
        <translation>un espacio y la jaula de cada casilla</translation>
    </message>
    <message>
        <source>a cage&apos;s name (a letter or a digit) or &apos;.&apos;</source>
        <translation>el nombre de una jaula (una letra o un dígito) o &apos;.&apos;</translation>
    </message>
    <message>
        <source>a cage&apos;s name, &apos;=&apos; and its sum</source>
        <translation>el nombre de una jaula, &apos;=&apos; y su suma</translation>
    </message>
    <message>
        <source>a space and the cages&apos; sums (a=12,b=7,…)</source>
        <translation>un espacio y las sumas de las jaulas (a=12,b=7,…)</translation>
    </message>
    <message>
        <source>no cell is in cage %1</source>
        <translation>ninguna casilla está en la jaula %1</translation>
    </message>
    <message>
        <source>cage %1 has a second sum</source>
        <translation>la jaula %1 tiene una segunda suma</translation>
    </message>
    <message>
        <source>&apos;,&apos; or the end of the sums</source>
        <translation>&apos;,&apos; o el final de las sumas</translation>
    </message>
    <message>
        <source>cage %1 has no sum</source>
        <translation>la jaula %1 no tiene suma</translation>
    </message>
    <message>
        <source>cage %1 is not connected: %2 is cut off from %3</source>
        <translation>la jaula %1 no está conectada: %2 queda separada de %3</translation>
    </message>
    <message>
        <source>cage %1 has %2 cells, more than %3</source>
        <translation>la jaula %1 tiene %2 casillas, más de %3</translation>
    </message>
    <message>
        <source>cage %1 cannot add up to %2: %3 different digits make %4 to %5</source>
        <translation>la jaula %1 no puede sumar %2: %3 dígitos distintos suman de %4 a %5</translation>
    </message>
    <message>
        <source>the cages&apos; sums add up to %1, expected %2</source>
        <translation>las sumas de las jaulas dan un total de %1; se esperaba %2</translation>
    </message>
    <message>
        <source>the regions name %1 cells, expected %2</source>
        <translation>se indican regiones para %1 casillas; se esperaban %2</translation>
    </message>
    <message>
        <source>the cages name %1 cells, expected %2</source>
        <translation>se indican jaulas para %1 casillas; se esperaban %2</translation>
    </message>
    <message>
        <source>the givens of the cage at %1 cannot add up to its sum, %2</source>
        <translation>los números dados de la jaula en %1 no pueden sumar su suma, %2</translation>
    </message>
    <message>
        <source>%1 puzzles are 9×9, not %2×%3</source>
        <translation>los sudokus %1 son de 9×9, no de %2×%3</translation>
    </message>
    <message>
        <source>Classic Sudoku</source>
        <translation>Sudoku clásico</translation>
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
        <translation>la región %1</translation>
    </message>
    <message>
        <source>the diagonal</source>
        <comment>r1c1 to r9c9</comment>
        <translation>la diagonal</translation>
    </message>
    <message>
        <source>the anti-diagonal</source>
        <comment>r1c9 to r9c1</comment>
        <translation>la antidiagonal</translation>
    </message>
    <message>
        <source>window %1</source>
        <comment>one of a windoku&apos;s four extra 3×3 units</comment>
        <translation>la ventana %1</translation>
    </message>
    <message>
        <source>cage combination</source>
        <translation>combinación de jaula</translation>
    </message>
    <message>
        <source>a cage combination</source>
        <translation>una combinación de jaula</translation>
    </message>
    <message>
        <source>45 rule (innies and outies)</source>
        <translation>regla del 45 (casillas interiores y exteriores)</translation>
    </message>
    <message>
        <source>the 45 rule (innies and outies)</source>
        <translation>la regla del 45 (casillas interiores y exteriores)</translation>
    </message>
    <message>
        <source>cage-unit interaction</source>
        <translation>interacción jaula-unidad</translation>
    </message>
    <message>
        <source>a cage-unit interaction</source>
        <translation>una interacción jaula-unidad</translation>
    </message>
    <message>
        <source>the open cells of the cage, %1, add up to %2: of the sets of %3 different digits that do, only %4 fits their candidates</source>
        <translation>las casillas libres de la jaula, %1, suman %2: de los conjuntos de %3 cifras distintas que suman eso, solo %4 encaja con sus candidatos</translation>
    </message>
    <message>
        <source>the open cells of the cage, %1, add up to %2: of the sets of %3 different digits that do, only %4 fit their candidates</source>
        <translation>las casillas libres de la jaula, %1, suman %2: de los conjuntos de %3 cifras distintas que suman eso, solo %4 encajan con sus candidatos</translation>
    </message>
    <message>
        <source>the digits of %1 add up to %2 and the cages wholly inside to %3, so the cells those cages leave add up to %4, and their open ones, %5, to %6</source>
        <translation>las cifras de %1 suman %2 y las jaulas que están enteras dentro %3, así que las casillas que dejan esas jaulas suman %4, y las libres de ellas, %5, suman %6</translation>
    </message>
    <message>
        <source>the cages reaching out of %1 add up to %2, and their cells inside to %3 (%4 less %5 for the cages wholly inside), so their cells outside add up to %6, and their open ones, %7, to %8</source>
        <translation>las jaulas que salen de %1 suman %2, y sus casillas de dentro %3 (%4 menos %5 de las jaulas que están enteras dentro), así que sus casillas de fuera suman %6, y las libres de ellas, %7, suman %8</translation>
    </message>
    <message>
        <source>every set of different digits that fits the candidates of the cage&apos;s open cells, %1, and adds up to %2 holds %3, and %3 fits only %4 there</source>
        <translation>todo conjunto de cifras distintas que encaja con los candidatos de las casillas libres de la jaula, %1, y suma %2 contiene el %3, y el %3 solo cabe allí en %4</translation>
    </message>
    <message>
        <source>Killer cages</source>
        <translation>Jaulas del killer</translation>
    </message>
    <message>
        <source>singles only (on a killer, cage combinations too)</source>
        <translation>solo únicos (en un killer, también las combinaciones de jaula)</translation>
    </message>
    <message>
        <source>locked candidates, pairs and triples (on a killer, the 45 rule too)</source>
        <translation>candidatos bloqueados, pares y tríos (en un killer, también la regla del 45)</translation>
    </message>
    <message>
        <source>the open cells of the cage, %1, add up to %2, and %4 is the only set of %3 different digits that does</source>
        <translation>las casillas libres de la jaula, %1, suman %2, y %4 es el único conjunto de %3 cifras distintas que suma eso</translation>
    </message>
    <message>
        <source>the open cells of the cage, %1, add up to %2, and only %4 make that with %3 different digits</source>
        <translation>las casillas libres de la jaula, %1, suman %2, y solo %4 suman eso con %3 cifras distintas</translation>
    </message>
    <message>
        <source>a variant&apos;s name (classic, x, windoku, jigsaw, killer or samurai)</source>
        <translation>el nombre de una variante (classic, x, windoku, jigsaw, killer o samurai)</translation>
    </message>
    <message>
        <source>a samurai has 21 rows, this one ends after %1</source>
        <translation>un samurái tiene 21 filas; este termina después de %1</translation>
    </message>
    <message>
        <source>a space (r%1c%2 is outside the five grids)</source>
        <translation>un espacio (r%1c%2 está fuera de las cinco cuadrículas)</translation>
    </message>
    <message>
        <source>the end of the row (21 squares)</source>
        <translation>el final de la fila (21 casillas)</translation>
    </message>
    <message>
        <source>Samurai Sudoku</source>
        <translation>Sudoku samurái</translation>
    </message>
    <message>
        <source>the top-left grid</source>
        <comment>of a samurai&apos;s five</comment>
        <translation>la cuadrícula superior izquierda</translation>
    </message>
    <message>
        <source>the top-right grid</source>
        <comment>of a samurai&apos;s five</comment>
        <translation>la cuadrícula superior derecha</translation>
    </message>
    <message>
        <source>the middle grid</source>
        <comment>of a samurai&apos;s five</comment>
        <translation>la cuadrícula central</translation>
    </message>
    <message>
        <source>the bottom-left grid</source>
        <comment>of a samurai&apos;s five</comment>
        <translation>la cuadrícula inferior izquierda</translation>
    </message>
    <message>
        <source>the bottom-right grid</source>
        <comment>of a samurai&apos;s five</comment>
        <translation>la cuadrícula inferior derecha</translation>
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
        <translation>&quot;%1&quot; falta o no es una cadena de texto</translation>
    </message>
    <message>
        <source>not a Sudoku Studio game file: line %1, column %2: %3</source>
        <translation>no es un archivo de partida de Sudoku Studio: línea %1, columna %2: %3</translation>
    </message>
    <message>
        <source>not a Sudoku Studio game file (no &quot;format&quot;: &quot;%1&quot;)</source>
        <translation>no es un archivo de partida de Sudoku Studio (falta &quot;format&quot;: &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>the file is version %1, made by a newer Sudoku Studio; this one reads version %2</source>
        <translation>el archivo es de la versión %1, creado por un Sudoku Studio más reciente; este lee la versión %2</translation>
    </message>
    <message>
        <source>&quot;digits&quot;: %1 changes the given %2</source>
        <translation>&quot;digits&quot;: en %1 cambia el número inicial %2</translation>
    </message>
    <message>
        <source>&quot;givens&quot;: %1</source>
        <translation>&quot;givens&quot;: %1</translation>
    </message>
    <message>
        <source>&quot;pencilMarks&quot; is not an object</source>
        <translation>&quot;pencilMarks&quot; no es un objeto</translation>
    </message>
    <message>
        <source>&quot;pencilMarks&quot;, %1: expected a string of digits</source>
        <translation>&quot;pencilMarks&quot;, %1: se esperaba una cadena de dígitos</translation>
    </message>
    <message>
        <source>&quot;elapsedMs&quot; must be a number of milliseconds, 0 or more</source>
        <translation>&quot;elapsedMs&quot; debe ser un número de milisegundos, 0 o más</translation>
    </message>
    <message>
        <source>&quot;elapsedMs&quot; is too large for a time played</source>
        <translation>&quot;elapsedMs&quot; es demasiado grande para un tiempo de juego</translation>
    </message>
    <message>
        <source>&quot;completed&quot; is true but the digits do not solve the puzzle</source>
        <translation>&quot;completed&quot; es true, pero los dígitos no resuelven el sudoku</translation>
    </message>
    <message>
        <source>&quot;hintsUsed&quot; must be a whole number, 0 or more</source>
        <translation>&quot;hintsUsed&quot; debe ser un número entero, 0 o más</translation>
    </message>
    <message>
        <source>a digit 1-%1 or &apos;.&apos;</source>
        <translation>un dígito del 1 al %1 o &apos;.&apos;</translation>
    </message>
    <message>
        <source>a digit 1-9, a letter A-%1 or &apos;.&apos;</source>
        <translation>un dígito del 1 al 9, una letra de la A a la %1 o &apos;.&apos;</translation>
    </message>
    <message>
        <source>digits 1-%1</source>
        <translation>dígitos del 1 al %1</translation>
    </message>
    <message>
        <source>digits 1-9 or letters A-%1</source>
        <translation>dígitos del 1 al 9 o letras de la A a la %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has %2 cells, expected %3</source>
        <translation>&quot;%1&quot; tiene %2 casillas; se esperaban %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot;, %2: expected %3, found &apos;%4&apos;</source>
        <translation>&quot;%1&quot;, %2: se esperaba %3, pero hay &apos;%4&apos;</translation>
    </message>
    <message>
        <source>&quot;size&quot; must be a board&apos;s size: 4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24 or 25</source>
        <translation>&quot;size&quot; debe ser un tamaño de tablero: 4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24 o 25</translation>
    </message>
    <message>
        <source>&quot;box&quot; must be the box of a %1×%1 board, rows x columns such as %2</source>
        <translation>&quot;box&quot; debe ser la caja de un tablero de %1×%1, filas x columnas como %2</translation>
    </message>
    <message>
        <source>&quot;pencilMarks&quot;: &quot;%1&quot; is not a cell name like r1c1 of a %2×%2 board</source>
        <translation>&quot;pencilMarks&quot;: &quot;%1&quot; no es un nombre de casilla como r1c1 de un tablero de %2×%2</translation>
    </message>
    <message>
        <source>&quot;pencilMarks&quot;, %1: expected %2, found &apos;%3&apos;</source>
        <translation>&quot;pencilMarks&quot;, %1: se esperaban %2, pero hay &apos;%3&apos;</translation>
    </message>
    <message>
        <source>the file is larger than a game file can be (%1 MB at most)</source>
        <translation>el archivo es más grande de lo que puede ser un archivo de partida (%1 MB como máximo)</translation>
    </message>
    <message>
        <source>&quot;version&quot; is missing</source>
        <translation>falta &quot;version&quot;</translation>
    </message>
    <message>
        <source>&quot;version&quot; must be a whole number, 1 or more</source>
        <translation>&quot;version&quot; debe ser un número entero, 1 o mayor</translation>
    </message>
    <message>
        <source>&quot;pencilMarks&quot;, %1: more than %2 digits</source>
        <translation>&quot;pencilMarks&quot;, %1: más de %2 dígitos</translation>
    </message>
    <message>
        <source>&quot;source&quot; is longer than %1 characters</source>
        <translation>&quot;source&quot; tiene más de %1 caracteres</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: &quot;%2&quot; is not a cell name like r1c1 of a %3×%3 board</source>
        <translation>&quot;%1&quot;: &quot;%2&quot; no es un nombre de casilla como r1c1 de un tablero %3×%3</translation>
    </message>
    <message>
        <source>&quot;%1&quot;, %2: expected a colour number 1-%3</source>
        <translation>&quot;%1&quot;, %2: se esperaba un número de color 1-%3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an object</source>
        <translation>&quot;%1&quot; no es un objeto</translation>
    </message>
    <message>
        <source>&quot;candidateColours&quot;, %1: expected an object of digits and colours</source>
        <translation>&quot;candidateColours&quot;, %1: se esperaba un objeto de dígitos y colores</translation>
    </message>
    <message>
        <source>&quot;candidateColours&quot;, %1: expected %2, found &quot;%3&quot;</source>
        <translation>&quot;candidateColours&quot;, %1: se esperaba %2, se encontró &quot;%3&quot;</translation>
    </message>
    <message>
        <source>&quot;candidateColours&quot;, %1: %2 is not pencilled in there</source>
        <translation>&quot;candidateColours&quot;, %1: %2 no está anotado a lápiz allí</translation>
    </message>
    <message>
        <source>&quot;variant&quot; must be one of %1</source>
        <translation>«variant» debe ser uno de estos: %1</translation>
    </message>
    <message>
        <source>&quot;layout&quot; is not a string</source>
        <translation>«layout» no es una cadena</translation>
    </message>
    <message>
        <source>&quot;layout&quot;, character %1: %2</source>
        <translation>«layout», carácter %1: %2</translation>
    </message>
    <message>
        <source>&quot;layout&quot;: %1</source>
        <translation>«layout»: %1</translation>
    </message>
    <message>
        <source>&quot;layout&quot; belongs to jigsaw and killer games alone, not to %1</source>
        <translation>«layout» es solo de las partidas jigsaw y killer, no de %1</translation>
    </message>
    <message>
        <source>&quot;variant&quot;: %1</source>
        <translation>«variant»: %1</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <source>How to Play</source>
        <translation>Cómo se juega</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>Las reglas</translation>
    </message>
    <message>
        <source>Fill every empty cell with a digit so that each row, each column and each box (the cells inside the thick lines) holds every digit exactly once. The digits in bold are the givens: they cannot be changed. A well-made puzzle has exactly one solution, and it can be reached by reasoning alone, without guessing.</source>
        <translation>Rellene cada casilla vacía con un dígito de modo que cada fila, cada columna y cada caja (las casillas entre las líneas gruesas) contenga cada dígito exactamente una vez. Los dígitos en negrita son los iniciales: no se pueden cambiar. Un sudoku bien hecho tiene exactamente una solución, y se llega a ella solo razonando, sin adivinar.</translation>
    </message>
    <message>
        <source>A 9×9 board takes the digits 1 to 9. A board of another size takes as many digits as it has columns: a 16×16 board writes 10 to 16 as A to G (or as numbers: View › Digits Above 9), and a 6×6 board has boxes of two rows and three columns.</source>
        <translation>Un tablero de 9×9 lleva los dígitos del 1 al 9. Un tablero de otro tamaño lleva tantos dígitos como columnas tiene: uno de 16×16 escribe del 10 al 16 como A a G (o como números: Ver › Dígitos por encima de 9), y las cajas de uno de 6×6 tienen dos filas y tres columnas.</translation>
    </message>
    <message>
        <source>Digits and pencil marks</source>
        <translation>Dígitos y anotaciones</translation>
    </message>
    <message>
        <source>Select a cell with the mouse or the arrow keys and type a digit, or click it on the pad beside the board (its small number says how many are left to place). Delete, Backspace or 0 clears the cell. A digit repeated in a row, column or box is drawn in red with a mark in its corner; View › Show Mistakes also marks the digits that differ from the solution.</source>
        <translation>Seleccione una casilla con el ratón o las flechas y teclee un dígito, o púlselo en el teclado junto al tablero (su número pequeño dice cuántos quedan por poner). Supr, Retroceso o 0 vacía la casilla. Un dígito repetido en una fila, columna o caja se dibuja en rojo, con una marca en la esquina; Ver › Mostrar errores marca también los dígitos que difieren de la solución.</translation>
    </message>
    <message>
        <source>Pencil marks note the digits a cell can still take. Space or N turns pencil mode on and off: in it, digits add and remove marks; Shift or Ctrl with a digit does so in either mode. Edit › Fill Pencil Marks writes every cell&apos;s candidates at once, and placing a digit removes it from the marks of its row, column and box.</source>
        <translation>Las anotaciones recogen los dígitos que una casilla aún puede tomar. Espacio o N activa y desactiva el modo anotación: en él, los dígitos ponen y quitan anotaciones; Mayús o Ctrl con un dígito lo hace en cualquier modo. Editar › Rellenar anotaciones escribe de una vez los candidatos de cada casilla, y poner un dígito lo quita de las anotaciones de su fila, columna y caja.</translation>
    </message>
    <message>
        <source>Every change can be undone (Ctrl+Z) and redone (Ctrl+Shift+Z). The game is saved as you play and resumed at the next start; P pauses the clock and hides the board.</source>
        <translation>Todo cambio se puede deshacer (Ctrl+Z) y rehacer (Ctrl+Mayús+Z). La partida se guarda mientras juega y se reanuda en el siguiente inicio; P pausa el reloj y oculta el tablero.</translation>
    </message>
    <message>
        <source>Tools for harder puzzles</source>
        <translation>Herramientas para sudokus difíciles</translation>
    </message>
    <message>
        <source>View › Filter (Alt+1 to Alt+9) picks out the cells where a digit can still go and dims the rest; Alt+0 picks out the cells with two candidates. Edit › Colours gives six colour pens (Ctrl+Alt+1 to Ctrl+Alt+6, or the pens under the pad): with one, a click paints a candidate or a cell, to follow a chain or a colouring by hand. Each colour has a shape of its own, so the colours differ even to eyes that do not tell the hues apart.</source>
        <translation>Ver › Filtro (Alt+1 a Alt+9) destaca las casillas donde un dígito aún puede ir y atenúa el resto; Alt+0 destaca las casillas con dos candidatos. Editar › Colores ofrece seis rotuladores (Ctrl+Alt+1 a Ctrl+Alt+6, o los rotuladores bajo el teclado): con uno, un clic colorea un candidato o una casilla, para seguir a mano una cadena o un coloreado. Cada color tiene su propia forma, así que los colores se distinguen incluso para ojos que no distinguen los tonos.</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Pistas</translation>
    </message>
    <message>
        <source>Press H, or Hint, when you are stuck. The first press says where to look and which technique to look for; the second explains the step and shows it on the board — the cells it uses, the candidates it removes and, for a chain, the links from candidate to candidate, numbered as in the text; the third makes the step. S makes the next step at once. A hint first checks your board: when a digit is wrong, or a pencil mark has lost the right digit, it says so instead.</source>
        <translation>Pulse H, o Pista, cuando se atasque. La primera pulsación dice dónde mirar y qué técnica buscar; la segunda explica el paso y lo muestra en el tablero — las casillas que usa, los candidatos que elimina y, en una cadena, los enlaces de candidato a candidato, numerados como en el texto; la tercera da el paso. S da el siguiente paso enseguida. Una pista revisa primero su tablero: si un dígito es incorrecto, o una anotación ha perdido el dígito correcto, lo dice en su lugar.</translation>
    </message>
    <message>
        <source>Hints use the techniques strong players use, from singles to forcing chains, under the names Sudoku Explainer and HoDoKu give them, and they never guess: every puzzle with one solution is solved by logic alone.</source>
        <translation>Las pistas usan las técnicas de los jugadores fuertes, de los únicos a las cadenas forzadas, con los nombres que les dan Sudoku Explainer y HoDoKu, y nunca adivinan: todo sudoku con una solución se resuelve solo con lógica.</translation>
    </message>
    <message>
        <source>Watching the solver</source>
        <translation>Ver al resolvedor</translation>
    </message>
    <message>
        <source>F5 (Solve › Watch Solve) shows a solving algorithm at work on the puzzle, step by step, in the solver panel: backtracking tries digits and takes them back, constraint propagation fills in what it can, and the human-style solver uses the techniques of the hints. Choose the algorithm and the pace in the panel; F6 takes one step, Shift+F5 stops. Solve › Compare Algorithms (F7) runs them all on the puzzle and compares their work.</source>
        <translation>F5 (Resolver › Ver la resolución) muestra un algoritmo de resolución trabajando en el sudoku, paso a paso, en el panel del resolvedor: la vuelta atrás prueba dígitos y los retira, la propagación de restricciones rellena lo que puede y el resolvedor de estilo humano usa las técnicas de las pistas. Elija el algoritmo y el ritmo en el panel; F6 da un paso, Mayús+F5 se detiene. Resolver › Comparar algoritmos (F7) los ejecuta todos en el sudoku y compara su trabajo.</translation>
    </message>
    <message>
        <source>New puzzles and sizes</source>
        <translation>Sudokus nuevos y tamaños</translation>
    </message>
    <message>
        <source>Game › New Game (Ctrl+N) makes a puzzle of the level and size you choose, from 4×4 for beginners and children to 25×25; each level names the techniques it needs. Game › Open reads puzzles from files in the common formats, Edit › Paste from the clipboard, and Game › Enter a Puzzle (Ctrl+E) lets you type one in from a newspaper: it is checked for exactly one solution before play starts.</source>
        <translation>Partida › Nueva partida (Ctrl+N) crea un sudoku del nivel y tamaño que elija, de 4×4 para principiantes y niños a 25×25; cada nivel nombra las técnicas que necesita. Partida › Abrir lee sudokus de archivos en los formatos habituales, Editar › Pegar sudoku del portapapeles, y Partida › Introducir un sudoku (Ctrl+E) le deja teclear uno del periódico: antes de empezar se comprueba que tiene exactamente una solución.</translation>
    </message>
    <message>
        <source>Every key is listed under Help › Keyboard Shortcuts.</source>
        <translation>Todas las teclas están en Ayuda › Atajos de teclado.</translation>
    </message>
    <message>
        <source>Help › Techniques explains each technique, how to spot it, and shows it on a board where it is the next step; the link under a hint opens the page of the technique it names. Game › Practice serves positions where the technique you choose is the next step: mark what it does, and Check says whether you are right and keeps your record.</source>
        <translation>Ayuda › Técnicas explica cada técnica y cómo encontrarla, y la muestra en un tablero donde es el siguiente paso; el enlace bajo una pista abre la página de la técnica que nombra. Partida › Entrenamiento ofrece posiciones donde la técnica elegida es el siguiente paso: marque lo que hace y Comprobar le dice si acierta y guarda su historial.</translation>
    </message>
</context>
<context>
    <name>InputFile</name>
    <message>
        <source>It is a folder, not a file.</source>
        <translation>Es una carpeta, no un archivo.</translation>
    </message>
    <message>
        <source>It is a pipe (a FIFO), not a file: Sudoku Studio reads puzzles only from files.</source>
        <translation>Es una tubería (un FIFO), no un archivo: Sudoku Studio solo lee sudokus de archivos.</translation>
    </message>
    <message>
        <source>It is a socket, not a file: Sudoku Studio reads puzzles only from files.</source>
        <translation>Es un socket, no un archivo: Sudoku Studio solo lee sudokus de archivos.</translation>
    </message>
    <message>
        <source>It is a device, not a file: Sudoku Studio reads puzzles only from files.</source>
        <translation>Es un dispositivo, no un archivo: Sudoku Studio solo lee sudokus de archivos.</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source> and %1 more</source>
        <translation> y %1 más</translation>
    </message>
    <message>
        <source>Open Puzzle</source>
        <translation>Abrir sudoku</translation>
    </message>
    <message>
        <source>Sudoku Studio cannot open the game “%1”.</source>
        <translation>Sudoku Studio no puede abrir la partida «%1».</translation>
    </message>
    <message>
        <source>Sudoku Studio cannot read a puzzle from “%1”.</source>
        <translation>Sudoku Studio no puede leer un sudoku de «%1».</translation>
    </message>
    <message>
        <source>The game in play is unchanged.</source>
        <translation>La partida en curso no ha cambiado.</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Guardar partida</translation>
    </message>
    <message>
        <source>Sudoku Studio cannot save to “%1”: %2</source>
        <translation>Sudoku Studio no puede guardar en «%1»: %2</translation>
    </message>
    <message>
        <source>Autosave Failed</source>
        <translation>Falló el guardado automático</translation>
    </message>
    <message>
        <source>Sudoku Studio cannot save your game to “%1”: %2</source>
        <translation>Sudoku Studio no puede guardar tu partida en «%1»: %2</translation>
    </message>
    <message>
        <source>Your moves since the last save are not safe if the program stops. It tries again with every change; Save As in the Game menu keeps a copy elsewhere.</source>
        <translation>Tus movimientos desde el último guardado no están a salvo si el programa se detiene. Se vuelve a intentar con cada cambio; «Guardar como» del menú Partida guarda una copia en otro lugar.</translation>
    </message>
    <message>
        <source>Quit Without Saving?</source>
        <translation>¿Salir sin guardar?</translation>
    </message>
    <message>
        <source>The game could not be saved to “%1”: %2</source>
        <translation>No se pudo guardar la partida en «%1»: %2</translation>
    </message>
    <message>
        <source>If you quit now, the next start cannot resume this game.</source>
        <translation>Si sales ahora, la próxima vez que se inicie no se podrá reanudar esta partida.</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Quit Anyway</source>
        <translation>&amp;Salir de todos modos</translation>
    </message>
    <message>
        <source>Game Not Resumed</source>
        <translation>Partida no reanudada</translation>
    </message>
    <message>
        <source>The game saved when Sudoku Studio last closed could not be read: %1</source>
        <translation>No se pudo leer la partida guardada la última vez que se cerró Sudoku Studio: %1</translation>
    </message>
    <message>
        <source>The damaged file is kept as “%1”. A new game has started.</source>
        <translation>El archivo dañado se conserva como «%1». Ha empezado una partida nueva.</translation>
    </message>
    <message>
        <source>The damaged file stays at “%1”: it could not be moved aside (%2). A new game has started.</source>
        <translation>El archivo dañado sigue en «%1»: no se pudo apartar (%2). Ha empezado una partida nueva.</translation>
    </message>
    <message>
        <source>Replace the Game?</source>
        <translation>¿Reemplazar la partida?</translation>
    </message>
    <message>
        <source>The game in progress and your entries in it will be replaced.</source>
        <translation>Se reemplazarán la partida en curso y todo lo que has introducido en ella.</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Reemplazar</translation>
    </message>
    <message>
        <source>Enter a Puzzle</source>
        <translation>Introducir un sudoku</translation>
    </message>
    <message>
        <source>This puzzle has no solution.</source>
        <translation>Este sudoku no tiene solución.</translation>
    </message>
    <message>
        <source>These cells repeat a digit in a row, column or box: %1.</source>
        <translation>Estas casillas repiten un dígito en una fila, columna o caja: %1.</translation>
    </message>
    <message>
        <source>Every attempt to complete it runs into a contradiction.</source>
        <translation>Todo intento de completarlo acaba en una contradicción.</translation>
    </message>
    <message>
        <source>No digit can be completed here: %1.</source>
        <translation>Estas casillas no se pueden completar con ningún dígito: %1.</translation>
    </message>
    <message>
        <source>This puzzle has more than one solution.</source>
        <translation>Este sudoku tiene más de una solución.</translation>
    </message>
    <message>
        <source>Two of its solutions differ in these cells: %1.
Play it anyway?</source>
        <translation>Dos de sus soluciones difieren en estas casillas: %1.
¿Jugarlo de todos modos?</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Resuelto</translation>
    </message>
    <message>
        <source>You solved it in %1.</source>
        <translation>Lo has resuelto en %1.</translation>
    </message>
    <message>
        <source>Start a new puzzle from the Game menu.</source>
        <translation>Empieza un sudoku nuevo desde el menú Partida.</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Best Times</source>
        <translation>Mejores tiempos</translation>
    </message>
    <message>
        <source>&lt;table&gt;%1&lt;/table&gt;</source>
        <translation>&lt;table&gt;%1&lt;/table&gt;</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Restablecer</translation>
    </message>
    <message>
        <source>About Sudoku Studio</source>
        <translation>Acerca de Sudoku Studio</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Sudoku Studio %1&lt;/h3&gt;&lt;p&gt;Play Sudoku with pencil marks, undo and autosave; ask for a hint that explains the next logical step; watch six classic algorithms solve a puzzle, step by step, and compare them.&lt;/p&gt;&lt;p&gt;&lt;tt&gt;sudoku-cli&lt;/tt&gt; solves, counts, rates, generates and benchmarks puzzles from the command line.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Sudoku Studio %1&lt;/h3&gt;&lt;p&gt;Juega al sudoku con anotaciones, deshacer y guardado automático; pide una pista que explique el siguiente paso lógico; observa cómo seis algoritmos clásicos resuelven un sudoku, paso a paso, y compáralos.&lt;/p&gt;&lt;p&gt;&lt;tt&gt;sudoku-cli&lt;/tt&gt; resuelve, cuenta, valora, genera y mide el rendimiento de sudokus desde la línea de órdenes.&lt;/p&gt;&lt;p&gt;Creado con Qt %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>The new language shows when Sudoku Studio starts again.</source>
        <translation>El nuevo idioma se mostrará la próxima vez que se inicie Sudoku Studio.</translation>
    </message>
    <message>
        <source>&lt;p&gt;Sudoku Studio is free software: you may share and change it under the GNU General Public License, version 3 or any later version (GPL-3.0-or-later). It comes with no warranty. It uses Qt under Qt&apos;s own licence: see Help › About Qt.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Sudoku Studio es software libre: puede compartirlo y modificarlo según los términos de la Licencia Pública General de GNU, versión 3 o cualquier versión posterior (GPL-3.0-or-later). Se ofrece sin ninguna garantía. Usa Qt bajo la licencia propia de Qt: vea Ayuda › Acerca de Qt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Save it first to come back to it later.</source>
        <translation>Guárdela primero para volver a ella más tarde.</translation>
    </message>
    <message>
        <source>&amp;Save First</source>
        <translation>&amp;Guardar primero</translation>
    </message>
    <message>
        <source>%1, unrated</source>
        <translation>%1, sin valorar</translation>
    </message>
    <message>
        <source>Puzzles solved without hints count, by the level and size or rules of the puzzle; a killer&apos;s, by its rules alone.</source>
        <translation>Cuentan los sudokus resueltos sin pistas, por nivel y tamaño o reglas; un killer, solo por sus reglas.</translation>
    </message>
</context>
<context>
    <name>Print</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>Página %1 de %2</translation>
    </message>
    <message>
        <source>Solution: %1</source>
        <translation>Solución: %1</translation>
    </message>
</context>
<context>
    <name>PuzzleListModel</name>
    <message>
        <source>unreadable: %1</source>
        <translation>ilegible: %1</translation>
    </message>
    <message>
        <source>#</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Línea</translation>
    </message>
    <message>
        <source>Clues</source>
        <translation>Iniciales</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Sudoku</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Guardar todo</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Sí</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Sí a &amp;todo</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;No</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>N&amp;o a todo</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Interrumpir</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignorar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ayuda</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Reinicializar</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Restaurar los valores predeterminados</translation>
    </message>
</context>
<context>
    <name>TechniquePages</name>
    <message>
        <source>When a row, a column or a box has one empty cell left, that cell takes the one digit the unit is still missing.</source>
        <translation>Cuando a una fila, una columna o una caja le queda una sola casilla vacía, esa casilla lleva el único dígito que aún le falta a la unidad.</translation>
    </message>
    <message>
        <source>Look for units with eight digits. It is the first thing to fill in, and the easiest.</source>
        <translation>Busque unidades con ocho dígitos. Es lo primero que se rellena, y lo más fácil.</translation>
    </message>
    <message>
        <source>A digit that can go in only one cell of a row, column or box goes there, whatever else that cell could hold.</source>
        <translation>Un dígito que solo puede ir en una casilla de una fila, columna o caja va en ella, aunque esa casilla pudiera admitir otros dígitos.</translation>
    </message>
    <message>
        <source>Take a digit and a box (or a line) that lacks it. Every cell where a peer already holds the digit is ruled out; when only one cell is left, that is the digit&apos;s place. Boxes give most of them.</source>
        <translation>Tome un dígito y una caja (o una línea) en la que falte. Queda descartada toda casilla que tenga una vecina con ese dígito; cuando solo queda una casilla, ese es el lugar del dígito. La mayoría de estos únicos salen de las cajas.</translation>
    </message>
    <message>
        <source>A cell whose row, column and box together hold every digit but one can only take that one.</source>
        <translation>Una casilla cuya fila, columna y caja contienen entre todas todos los dígitos menos uno solo puede llevar ese dígito.</translation>
    </message>
    <message>
        <source>Look at cells with many filled peers, or at the pencil marks: a cell with one candidate left is a naked single.</source>
        <translation>Mire las casillas con muchas vecinas ocupadas, o las anotaciones: una casilla a la que solo le queda un candidato es un único desnudo.</translation>
    </message>
    <message>
        <source>The places of a digit in a box all lie in one row or column, so the digit is in that line inside the box. Another box crossing the line then has one place left for the digit, which it takes.</source>
        <translation>Los lugares de un dígito en una caja están todos en una misma fila o columna, así que, dentro de la caja, el dígito está en esa línea. Otra caja que cruce esa línea se queda entonces con un solo lugar para el dígito, y el dígito va ahí.</translation>
    </message>
    <message>
        <source>When a hidden single is almost there in a box, look at the boxes beside it: a digit confined to one line of a neighbouring box rules out that line too.</source>
        <translation>Cuando en una caja casi hay un único oculto, mire las cajas contiguas: un dígito confinado a una línea de una caja contigua descarta también esa línea.</translation>
    </message>
    <message>
        <source>The places of a digit in a row or column all lie in one box, so the box holds it in that line. Another line crossing the box then has one place left for the digit, which it takes.</source>
        <translation>Los lugares de un dígito en una fila o columna están todos en una misma caja, así que la caja lo contiene en esa línea. Otra línea que cruce la caja se queda entonces con un solo lugar para el dígito, y el dígito va ahí.</translation>
    </message>
    <message>
        <source>Look at a line where a digit has two or three places, all inside one box: the rest of that box loses the digit, which can leave a single in another line of the box.</source>
        <translation>Mire una línea en la que un dígito tenga dos o tres lugares, todos dentro de una misma caja: el resto de esa caja pierde el dígito, lo que puede dejar un único en otra línea de la caja.</translation>
    </message>
    <message>
        <source>Two digits that fit only in the same two cells of a unit fill those cells between them, so no other digit goes there. That can leave a third digit with one place left in the unit, which it takes.</source>
        <translation>Dos dígitos que solo caben en las mismas dos casillas de una unidad llenan esas dos casillas entre los dos, así que ningún otro dígito va ahí. Eso puede dejar a un tercer dígito con un solo lugar en la unidad, que pasa a ocupar.</translation>
    </message>
    <message>
        <source>In a unit with a digit that has two places, one of them shared with a pair of digits confined to two cells: those two cells are taken, and the digit goes to its other place.</source>
        <translation>En una unidad, un dígito tiene dos lugares, y uno de ellos lo comparte con un par de dígitos confinados a dos casillas: esas dos casillas están ocupadas, y el dígito va a su otro lugar.</translation>
    </message>
    <message>
        <source>Three digits that fit only in the same three cells of a unit fill them, so no other digit goes there; another digit is left with one place in the unit and takes it.</source>
        <translation>Tres dígitos que solo caben en las mismas tres casillas de una unidad las llenan, así que ningún otro dígito va ahí; a otro dígito le queda un solo lugar en la unidad, y lo ocupa.</translation>
    </message>
    <message>
        <source>As the direct hidden pair, with three digits confined to three cells.</source>
        <translation>Como el par oculto directo, con tres dígitos confinados a tres casillas.</translation>
    </message>
    <message>
        <source>The candidates of a digit in a box all lie in one row or one column. The digit is in that line inside the box, so it cannot be anywhere else in the line.</source>
        <translation>Los candidatos de un dígito en una caja están todos en una misma fila o en una misma columna. Dentro de la caja, el dígito está en esa línea, así que no puede estar en ninguna otra parte de la línea.</translation>
    </message>
    <message>
        <source>For each box and digit, see whether its pencil marks line up. Two or three marks in a row of a box, and none elsewhere in the box, point along the row and strike the digit from it outside the box.</source>
        <translation>Para cada caja y cada dígito, compruebe si sus anotaciones están alineadas. Dos o tres anotaciones en una fila de la caja, y ninguna en el resto de la caja, apuntan a lo largo de la fila y eliminan el dígito de esa fila fuera de la caja.</translation>
    </message>
    <message>
        <source>The candidates of a digit in a row or column all lie in one box. The line&apos;s copy of the digit is in that box, so the box cannot hold the digit anywhere off the line.</source>
        <translation>Los candidatos de un dígito en una fila o columna están todos en una misma caja. El dígito que le corresponde a esa línea está en esa caja, así que la caja no puede contener el dígito fuera de la línea.</translation>
    </message>
    <message>
        <source>For each line and digit, see whether its marks fall in one box; the other cells of that box lose the digit.</source>
        <translation>Para cada línea y cada dígito, compruebe si sus anotaciones caen en una misma caja; las demás casillas de esa caja pierden el dígito.</translation>
    </message>
    <message>
        <source>Two cells of a unit that hold only the same two candidates take those two digits between them, so no other cell of the unit can hold either.</source>
        <translation>Dos casillas de una unidad que solo contienen los mismos dos candidatos se reparten esos dos dígitos, así que ninguna otra casilla de la unidad puede contener ninguno de los dos.</translation>
    </message>
    <message>
        <source>Look for two cells with the same two pencil marks in a row, column or box. Cross those two digits out of every other cell there (and of the box too, when both cells share one).</source>
        <translation>Busque dos casillas con las mismas dos anotaciones en una fila, columna o caja. Tache esos dos dígitos de todas las demás casillas de esa unidad (y también de la caja, cuando las dos casillas están en la misma).</translation>
    </message>
    <message>
        <source>Three cells of a unit whose candidates together are only three digits take those digits, so the rest of the unit loses them. A cell need not hold all three: {1,2}, {2,3} and {1,3} are a triple.</source>
        <translation>Tres casillas de una unidad cuyos candidatos, en conjunto, son solo tres dígitos se quedan con esos dígitos, así que el resto de la unidad los pierde. No hace falta que una casilla contenga los tres: {1,2}, {2,3} y {1,3} forman un trío.</translation>
    </message>
    <message>
        <source>Look for three cells with two or three marks each, all drawn from the same three digits.</source>
        <translation>Busque tres casillas con dos o tres anotaciones cada una, todas tomadas de los mismos tres dígitos.</translation>
    </message>
    <message>
        <source>Four cells of a unit whose candidates together are four digits take those digits; the other cells of the unit lose them.</source>
        <translation>Cuatro casillas de una unidad cuyos candidatos, en conjunto, son cuatro dígitos se quedan con esos dígitos; las demás casillas de la unidad los pierden.</translation>
    </message>
    <message>
        <source>Four cells with marks from the same four digits. It is rarer and harder to see: count the digits the cells use together.</source>
        <translation>Cuatro casillas con anotaciones de los mismos cuatro dígitos. Es más raro y más difícil de ver: cuente los dígitos que usan las casillas en conjunto.</translation>
    </message>
    <message>
        <source>Two digits that fit only in the same two cells of a unit must fill them, so those cells lose every other candidate.</source>
        <translation>Dos dígitos que solo caben en las mismas dos casillas de una unidad tienen que ocuparlas, así que esas casillas pierden todos sus demás candidatos.</translation>
    </message>
    <message>
        <source>In a unit, look for two digits that each have exactly two places, the same two. The pair is hidden among the cells&apos; other marks, which go.</source>
        <translation>En una unidad, busque dos dígitos que tengan cada uno exactamente dos lugares, y que sean los mismos dos. El par está oculto entre las demás anotaciones de esas casillas, que se eliminan.</translation>
    </message>
    <message>
        <source>Three digits that fit only in the same three cells of a unit fill those cells; their other candidates go.</source>
        <translation>Tres dígitos que solo caben en las mismas tres casillas de una unidad llenan esas casillas; sus demás candidatos se eliminan.</translation>
    </message>
    <message>
        <source>Count the places of each digit in a unit: three digits whose places fall in the same three cells.</source>
        <translation>Cuente los lugares de cada dígito en una unidad: tres dígitos cuyos lugares caen en las mismas tres casillas.</translation>
    </message>
    <message>
        <source>Four digits confined to the same four cells of a unit fill them; the cells&apos; other candidates go.</source>
        <translation>Cuatro dígitos confinados a las mismas cuatro casillas de una unidad las llenan; los demás candidatos de esas casillas se eliminan.</translation>
    </message>
    <message>
        <source>Rare: when a unit has many empty cells, four digits with few places may share four of them.</source>
        <translation>Es raro: cuando una unidad tiene muchas casillas vacías, cuatro dígitos con pocos lugares pueden compartir cuatro de ellas.</translation>
    </message>
    <message>
        <source>A digit has exactly two places in each of two rows, and they lie in the same two columns. Whichever way the two rows place it, the digit takes both columns, so it leaves every other cell of those columns. (The same holds with columns and rows swapped.)</source>
        <translation>Un dígito tiene exactamente dos lugares en cada una de dos filas, y están en las mismas dos columnas. Lo coloquen como lo coloquen las dos filas, el dígito ocupa un lugar en cada una de las dos columnas, así que sale de todas las demás casillas de esas columnas. (Lo mismo vale intercambiando filas y columnas.)</translation>
    </message>
    <message>
        <source>Use the filter (Alt and the digit) to see one digit&apos;s places. Look for two rows whose places form the corners of a rectangle.</source>
        <translation>Use el filtro (Alt y el dígito) para ver los lugares de un dígito. Busque dos filas cuyos lugares formen las esquinas de un rectángulo.</translation>
    </message>
    <message>
        <source>A digit&apos;s places in three rows lie in the same three columns (two or three in each row). The three rows put the digit in those three columns, so no other cell of the columns holds it.</source>
        <translation>Los lugares de un dígito en tres filas están en las mismas tres columnas (dos o tres en cada fila). Las tres filas ponen el dígito en esas tres columnas, así que ninguna otra casilla de esas columnas lo contiene.</translation>
    </message>
    <message>
        <source>Filter by the digit and look for three rows with few places, all within three columns; the columns&apos; other places go.</source>
        <translation>Filtre por el dígito y busque tres filas con pocos lugares, todos dentro de tres columnas; los demás lugares de esas columnas se eliminan.</translation>
    </message>
    <message>
        <source>The fish of four lines: a digit&apos;s places in four rows lie in four columns; the columns&apos; other cells lose it.</source>
        <translation>El pez de cuatro líneas: los lugares de un dígito en cuatro filas están en cuatro columnas; las demás casillas de esas columnas lo pierden.</translation>
    </message>
    <message>
        <source>As the swordfish, with four lines. It is rare, and often a smaller fish is hidden in it.</source>
        <translation>Como el Swordfish, con cuatro líneas. Es raro, y a menudo esconde un pez más pequeño.</translation>
    </message>
    <message>
        <source>An X-Wing but for one or two extra places of the digit, the fins, in one box. Either a fin holds the digit, or the X-Wing stands; a cell that sees the fins and lies in the X-Wing&apos;s cover column loses the digit either way. (Sashimi: a corner of the X-Wing is missing too.)</source>
        <translation>Un X-Wing al que le sobran uno o dos lugares del dígito, las aletas, en una misma caja. O bien una aleta contiene el dígito, o bien el X-Wing se cumple; una casilla que ve las aletas y está en la columna de cobertura del X-Wing pierde el dígito en ambos casos. (Sashimi: además falta una esquina del X-Wing.)</translation>
    </message>
    <message>
        <source>Look for an almost X-Wing whose extra places sit in the box of one of its corners. Only the cells of the cover line inside that box can lose the digit.</source>
        <translation>Busque un casi X-Wing cuyos lugares sobrantes estén en la caja de una de sus esquinas. Solo las casillas de la línea de cobertura que están dentro de esa caja pueden perder el dígito.</translation>
    </message>
    <message>
        <source>A swordfish with fins in one box: the cells of a cover line in the fins&apos; box lose the digit.</source>
        <translation>Un Swordfish con aletas en una misma caja: las casillas de una línea de cobertura que están en la caja de las aletas pierden el dígito.</translation>
    </message>
    <message>
        <source>As the finned X-Wing, with three lines.</source>
        <translation>Como el X-Wing con aleta, con tres líneas.</translation>
    </message>
    <message>
        <source>A jellyfish with fins in one box: the cells of a cover line in the fins&apos; box lose the digit.</source>
        <translation>Un Jellyfish con aletas en una misma caja: las casillas de una línea de cobertura que están en la caja de las aletas pierden el dígito.</translation>
    </message>
    <message>
        <source>As the finned X-Wing, with four lines.</source>
        <translation>Como el X-Wing con aleta, con cuatro líneas.</translation>
    </message>
    <message>
        <source>Two rows where a digit has two places each (two strong links), sharing one column at their bases. One of the two tops holds the digit, so a cell that sees both tops loses it.</source>
        <translation>Dos filas en las que un dígito tiene dos lugares cada una (dos enlaces fuertes), con las bases en una misma columna. Una de las dos cimas contiene el dígito, así que una casilla que ve las dos cimas lo pierde.</translation>
    </message>
    <message>
        <source>Filter by a digit and look for two lines with two places each, one end of each in the same cross line: the other two ends are the tops.</source>
        <translation>Filtre por un dígito y busque dos líneas con dos lugares cada una, con un extremo de cada una en una misma línea perpendicular: los otros dos extremos son las cimas.</translation>
    </message>
    <message>
        <source>A strong link in a row and one in a column whose ends meet in one box. One of the two far ends holds the digit, so a cell seeing both loses it.</source>
        <translation>Un enlace fuerte en una fila y otro en una columna, con un extremo de cada uno en una misma caja. Uno de los dos extremos lejanos contiene el dígito, así que una casilla que ve ambos lo pierde.</translation>
    </message>
    <message>
        <source>Look for a row and a column with two places each for a digit, one end of each in a shared box.</source>
        <translation>Busque una fila y una columna con dos lugares cada una para un dígito, con un extremo de cada una en una caja común.</translation>
    </message>
    <message>
        <source>Two strong links on one digit joined by a weak link, at least one of them in a box. One of the two outer ends holds the digit; a cell that sees both loses it.</source>
        <translation>Dos enlaces fuertes de un mismo dígito, al menos uno de ellos dentro de una caja, unidos por un enlace débil. Uno de los dos extremos exteriores contiene el dígito; una casilla que ve ambos lo pierde.</translation>
    </message>
    <message>
        <source>Find a digit with two places in a box and two in a line; when an end of one sees an end of the other, look at what sees both other ends.</source>
        <translation>Busque un dígito con dos lugares en una caja y dos en una línea; cuando un extremo de un par ve un extremo del otro, mire qué casillas ven a la vez los otros dos extremos.</translation>
    </message>
    <message>
        <source>A box whose places for a digit all lie in one row and one column (an L or a cross), joined to a strong link in a line. The box holds the digit in its row or its column, which makes the far end of the strong link true or rules out one cell.</source>
        <translation>Una caja cuyos lugares para un dígito están todos en una fila y una columna (en L o en cruz), unida a un enlace fuerte en una línea. La caja contiene el dígito en su fila o en su columna, lo que hace cierto el extremo lejano del enlace fuerte o descarta una casilla.</translation>
    </message>
    <message>
        <source>Look for a box with three to five places for a digit, none outside one row and one column of it, and a line with two places for the digit that crosses one of them.</source>
        <translation>Busque una caja con entre tres y cinco lugares para un dígito, ninguno fuera de una fila y una columna de la caja, y una línea con dos lugares para ese dígito que cruce una de ellas.</translation>
    </message>
    <message>
        <source>A turbot fish where a link joins groups of places (a digit&apos;s places where a box and a line cross) rather than single cells.</source>
        <translation>Un Turbot Fish en el que un enlace une grupos de lugares (los lugares de un dígito donde se cruzan una caja y una línea) en vez de casillas sueltas.</translation>
    </message>
    <message>
        <source>As the turbot fish, reading two or three places inside a box and line as one end.</source>
        <translation>Como el Turbot Fish, leyendo como un solo extremo dos o tres lugares que están a la vez en una caja y en una línea.</translation>
    </message>
    <message>
        <source>Three strong links on one digit in a row, joined by weak links. One of the chain&apos;s two ends holds the digit; a cell seeing both ends loses it. When the ends see each other, it is a loop.</source>
        <translation>Tres enlaces fuertes consecutivos de un mismo dígito, unidos por enlaces débiles. Uno de los dos extremos de la cadena contiene el dígito; una casilla que ve ambos extremos lo pierde. Cuando los extremos se ven entre sí, es un bucle.</translation>
    </message>
    <message>
        <source>Follow a digit from a unit where it has two places to another, and another: what sees both ends of the chain loses it.</source>
        <translation>Siga un dígito desde una unidad en la que tiene dos lugares hasta otra, y luego otra más: las casillas que ven ambos extremos de la cadena lo pierden.</translation>
    </message>
    <message>
        <source>Four strong links on one digit, joined by weak links: one end holds the digit.</source>
        <translation>Cuatro enlaces fuertes de un mismo dígito, unidos por enlaces débiles: uno de los extremos contiene el dígito.</translation>
    </message>
    <message>
        <source>As the three-link chain, one link longer.</source>
        <translation>Como la cadena de 3 enlaces, con un enlace más.</translation>
    </message>
    <message>
        <source>Colour a digit&apos;s conjugate pairs (units where it has two places) in two colours, alternating along the pairs. One colour is the truth. A cell that sees both colours loses the digit; two cells of one colour in a unit make that colour false.</source>
        <translation>Coloree los pares conjugados de un dígito (unidades en las que tiene dos lugares) con dos colores, alternándolos a lo largo de los pares. Uno de los dos colores es el verdadero. Una casilla que ve los dos colores pierde el dígito; dos casillas de un mismo color en una unidad hacen falso ese color.</translation>
    </message>
    <message>
        <source>Use the colour pens: start at a pair, give its ends two colours, and go on from each end through its other pairs.</source>
        <translation>Use los rotuladores: empiece por un par, dé dos colores a sus extremos y continúe desde cada extremo por sus otros pares.</translation>
    </message>
    <message>
        <source>Two clusters of colours on one digit. When a colour of one cluster sees a colour of the other, at least one of the two opposite colours is true, so a cell seeing both of those loses the digit.</source>
        <translation>Dos grupos de colores de un mismo dígito. Cuando un color de un grupo ve un color del otro, al menos uno de los colores opuestos a esos dos es verdadero, así que una casilla que ve ambos colores opuestos pierde el dígito.</translation>
    </message>
    <message>
        <source>After simple colouring finds nothing, colour a second cluster and see how the clusters touch.</source>
        <translation>Cuando el coloreado simple no encuentre nada, coloree un segundo grupo y mire cómo se tocan los grupos.</translation>
    </message>
    <message>
        <source>A pivot cell holding only {x,y} sees two pincers, {x,z} and {y,z}. Whatever the pivot holds, one pincer holds z, so a cell seeing both pincers loses z.</source>
        <translation>Una casilla pivote que solo contiene {x,y} ve dos pinzas, {x,z} e {y,z}. Sea cual sea el dígito del pivote, una de las pinzas contiene z, así que una casilla que ve las dos pinzas pierde z.</translation>
    </message>
    <message>
        <source>Look at cells with two candidates: for each, find two bivalue peers that share one digit with it and one digit, z, with each other.</source>
        <translation>Mire las casillas con dos candidatos: para cada una, busque dos vecinas con dos candidatos que compartan un dígito con ella y otro dígito, z, entre sí.</translation>
    </message>
    <message>
        <source>A pivot holding {x,y,z} sees pincers {x,z} and {y,z}. One of the three holds z, so a cell seeing all three loses z.</source>
        <translation>Un pivote que contiene {x,y,z} ve las pinzas {x,z} e {y,z}. Una de las tres casillas contiene z, así que una casilla que ve las tres pierde z.</translation>
    </message>
    <message>
        <source>As the XY-Wing, with a pivot of three candidates: only the cells that see the pivot too can lose z.</source>
        <translation>Como el XY-Wing, con un pivote de tres candidatos: solo las casillas que también ven el pivote pueden perder z.</translation>
    </message>
    <message>
        <source>Two cells holding only {x,y}, far apart, and a strong link on x whose ends each see one of them. One of the two cells holds y, so a cell seeing both loses y.</source>
        <translation>Dos casillas que solo contienen {x,y}, alejadas entre sí, y un enlace fuerte de x cuyos extremos ven cada uno a una de ellas. Una de las dos casillas contiene y, así que una casilla que ve ambas pierde y.</translation>
    </message>
    <message>
        <source>Look for two identical bivalue cells that do not see each other, then for a unit where x has two places that join them.</source>
        <translation>Busque dos casillas iguales con dos candidatos que no se vean entre sí, y luego una unidad en la que x tenga dos lugares que las unan.</translation>
    </message>
    <message>
        <source>Four cells holding four digits between them, where every digit but z is restricted (its cells all see each other). z is in one of the cells that hold it, so what sees all of them loses z.</source>
        <translation>Cuatro casillas que contienen entre todas cuatro dígitos, en las que todos los dígitos salvo z están restringidos (sus casillas se ven todas entre sí). El dígito z está en una de las casillas que lo contienen, así que las casillas que las ven a todas pierden z.</translation>
    </message>
    <message>
        <source>A bent naked quad: four cells within two units holding four digits together.</source>
        <translation>Un cuarteto desnudo «doblado»: cuatro casillas repartidas en dos unidades que contienen en conjunto cuatro dígitos.</translation>
    </message>
    <message>
        <source>The wing of five cells holding five digits: as the WXYZ-Wing, one size up.</source>
        <translation>El wing de cinco casillas que contienen cinco dígitos: como el WXYZ-Wing, un tamaño más grande.</translation>
    </message>
    <message>
        <source>Five cells within two units whose marks use five digits.</source>
        <translation>Cinco casillas repartidas en dos unidades cuyas anotaciones usan cinco dígitos.</translation>
    </message>
    <message>
        <source>The wing of six cells holding six digits.</source>
        <translation>El wing de seis casillas que contienen seis dígitos.</translation>
    </message>
    <message>
        <source>Six cells within two units whose marks use six digits.</source>
        <translation>Seis casillas repartidas en dos unidades cuyas anotaciones usan seis dígitos.</translation>
    </message>
    <message>
        <source>The wing of seven cells holding seven digits.</source>
        <translation>El wing de siete casillas que contienen siete dígitos.</translation>
    </message>
    <message>
        <source>Seven cells within two units whose marks use seven digits.</source>
        <translation>Siete casillas repartidas en dos unidades cuyas anotaciones usan siete dígitos.</translation>
    </message>
    <message>
        <source>Four cells in two rows, two columns and two boxes could swap x and y if all four held only {x,y}, giving a second solution. The puzzle has one, so the one corner holding more cannot be x or y.</source>
        <translation>Cuatro casillas en dos filas, dos columnas y dos cajas podrían intercambiar x e y si las cuatro solo contuvieran {x,y}, lo que daría una segunda solución. El sudoku tiene una sola, así que la única esquina que contiene más candidatos no puede ser ni x ni y.</translation>
    </message>
    <message>
        <source>Look for three bivalue cells with the same pair at three corners of a rectangle spanning two boxes; the fourth corner loses the pair.</source>
        <translation>Busque tres casillas con dos candidatos y el mismo par en tres esquinas de un rectángulo que abarque dos cajas; la cuarta esquina pierde el par.</translation>
    </message>
    <message>
        <source>A unique rectangle whose two extra corners hold the same one extra digit z. One of them must hold z, so a cell seeing both loses z.</source>
        <translation>Un rectángulo único cuyas dos esquinas con candidatos extra tienen un solo dígito extra, el mismo, z. Una de ellas tiene que contener z, así que una casilla que ve ambas pierde z.</translation>
    </message>
    <message>
        <source>Two corners {x,y}, two corners {x,y,z} in a line: strike z from what sees both.</source>
        <translation>Dos esquinas {x,y} y dos esquinas {x,y,z} en una línea: tache z de las casillas que ven ambas.</translation>
    </message>
    <message>
        <source>The extra corners of a unique rectangle, with their extra digits, act as one cell: with other cells of their unit they make a naked set, whose digits leave the rest of the unit.</source>
        <translation>Las esquinas con candidatos extra de un rectángulo único, con sus dígitos extra, funcionan como una sola casilla: junto con otras casillas de su unidad forman un subconjunto desnudo, cuyos dígitos salen del resto de la unidad.</translation>
    </message>
    <message>
        <source>Treat the extra digits of the two corners as a pseudo-cell and look for a naked pair or triple with it.</source>
        <translation>Trate los dígitos extra de las dos esquinas como una pseudocasilla y busque con ella un par o un trío desnudo.</translation>
    </message>
    <message>
        <source>In the two extra corners of a unique rectangle, x has no other place in their shared unit, so one of them holds x; neither may then hold y.</source>
        <translation>En las dos esquinas con candidatos extra de un rectángulo único, x no tiene otro lugar en la unidad que comparten, así que una de ellas contiene x; entonces ninguna de las dos puede contener y.</translation>
    </message>
    <message>
        <source>A rectangle with two extra corners in a line where x has only those two places: they lose y.</source>
        <translation>Un rectángulo con dos esquinas con candidatos extra en una línea donde x solo tiene esos dos lugares: esas esquinas pierden y.</translation>
    </message>
    <message>
        <source>A unique rectangle with the same extra digit in two diagonal corners or in three: a cell seeing all of those corners loses it.</source>
        <translation>Un rectángulo único con el mismo dígito extra en dos esquinas opuestas en diagonal, o en tres esquinas: una casilla que ve todas esas esquinas pierde ese dígito.</translation>
    </message>
    <message>
        <source>As the type 2, with the extra corners diagonal or three of them.</source>
        <translation>Como el tipo 2, pero con las esquinas con candidatos extra en diagonal, o con tres de ellas.</translation>
    </message>
    <message>
        <source>A loop of six or more cells holding {x,y}, two in every unit it passes, could swap x and y. Its one cell holding more loses x and y.</source>
        <translation>Un bucle de seis o más casillas que contienen {x,y}, dos en cada unidad por la que pasa, podría intercambiar x e y. Su única casilla que contiene más candidatos pierde x e y.</translation>
    </message>
    <message>
        <source>Follow cells with the same pair through rows, columns and boxes until you come back.</source>
        <translation>Siga casillas con el mismo par por filas, columnas y cajas hasta volver al punto de partida.</translation>
    </message>
    <message>
        <source>A unique loop whose extra cells hold one extra digit: a cell seeing them all loses it.</source>
        <translation>Un bucle único cuyas casillas con candidatos extra contienen un mismo dígito extra: una casilla que las ve todas lo pierde.</translation>
    </message>
    <message>
        <source>As the unique rectangle type 2, on a longer loop.</source>
        <translation>Como el rectángulo único de tipo 2, en un bucle más largo.</translation>
    </message>
    <message>
        <source>A unique loop whose extra cells form a naked set with others of their unit.</source>
        <translation>Un bucle único cuyas casillas con candidatos extra forman un subconjunto desnudo con otras casillas de su unidad.</translation>
    </message>
    <message>
        <source>As the unique rectangle type 3, on a longer loop.</source>
        <translation>Como el rectángulo único de tipo 3, en un bucle más largo.</translation>
    </message>
    <message>
        <source>A unique loop whose two extra cells in a unit must hold x there: they lose y.</source>
        <translation>Un bucle único con dos casillas con candidatos extra en una unidad en la que x tiene que ir en una de ellas: pierden y.</translation>
    </message>
    <message>
        <source>As the unique rectangle type 4, on a longer loop.</source>
        <translation>Como el rectángulo único de tipo 4, en un bucle más largo.</translation>
    </message>
    <message>
        <source>Four corners holding x and y, one of them only these two. When x has no other place in the row and the column of the opposite corner, that corner cannot be y.</source>
        <translation>Cuatro esquinas que contienen x e y, una de ellas solo esos dos dígitos. Cuando x no tiene otro lugar en la fila ni en la columna de la esquina opuesta, esa esquina no puede ser y.</translation>
    </message>
    <message>
        <source>From a bivalue corner, look at the opposite corner&apos;s row and column: strong links on x along both.</source>
        <translation>Desde una esquina con dos candidatos, mire la fila y la columna de la esquina opuesta: enlaces fuertes de x a lo largo de ambas.</translation>
    </message>
    <message>
        <source>Three corners of a rectangle are solved as x, y and y, none of them a given. If the fourth were x, the four could swap and the puzzle would have two solutions: the fourth loses x.</source>
        <translation>Tres esquinas de un rectángulo están resueltas como x, y e y, y ninguna es un número inicial. Si la cuarta fuera x, las cuatro podrían intercambiarse y el sudoku tendría dos soluciones: la cuarta pierde x.</translation>
    </message>
    <message>
        <source>Only with digits you placed yourself: look for rectangles of placed digits with one empty corner.</source>
        <translation>Solo con dígitos que haya colocado usted: busque rectángulos de dígitos colocados con una esquina vacía.</translation>
    </message>
    <message>
        <source>Two corners of a line solved as x and y, none a given; the other two hold y or x and one more digit z. One of them must be z: a cell seeing both loses z.</source>
        <translation>Dos esquinas de una línea están resueltas como x e y, y ninguna es un número inicial; las otras dos contienen y o x, más otro dígito, z. Una de ellas tiene que ser z: una casilla que ve ambas pierde z.</translation>
    </message>
    <message>
        <source>As the avoidable rectangle type 1, with two empty corners sharing an extra digit.</source>
        <translation>Como el rectángulo evitable de tipo 1, con dos esquinas vacías que comparten un dígito extra.</translation>
    </message>
    <message>
        <source>If every empty cell held two candidates and every digit two places in each unit, the board would have two solutions or none (a bivalue universal grave). When one cell holds three, it must hold the digit that breaks the grave.</source>
        <translation>Si toda casilla vacía tuviera dos candidatos y todo dígito dos lugares en cada unidad, el tablero tendría dos soluciones o ninguna (una «tumba universal bivalor», BUG por sus siglas en inglés). Cuando una casilla tiene tres, debe contener el dígito que rompe la tumba.</translation>
    </message>
    <message>
        <source>Late in a puzzle, when all cells but one hold two candidates: that one takes the candidate that appears three times in its units.</source>
        <translation>Al final de un sudoku, cuando todas las casillas menos una tienen dos candidatos: esa casilla toma el candidato que aparece tres veces en sus unidades.</translation>
    </message>
    <message>
        <source>A grave broken by the same extra digit in several cells: one of them holds it, so what sees them all loses it.</source>
        <translation>Una tumba rota por el mismo dígito extra en varias casillas: una de ellas lo contiene, así que las casillas que las ven a todas lo pierden.</translation>
    </message>
    <message>
        <source>Almost every cell bivalue, the extra cells sharing one digit.</source>
        <translation>Casi todas las casillas tienen dos candidatos, y las casillas con candidatos extra comparten un dígito.</translation>
    </message>
    <message>
        <source>A grave whose extra digits form a naked set with other cells of their unit.</source>
        <translation>Una tumba cuyos dígitos extra forman un subconjunto desnudo con otras casillas de su unidad.</translation>
    </message>
    <message>
        <source>Almost every cell bivalue; the extras together with some cells make a pair or triple.</source>
        <translation>Casi todas las casillas tienen dos candidatos; los dígitos extra, junto con algunas casillas, forman un par o un trío.</translation>
    </message>
    <message>
        <source>Two extra cells of one unit, whose extra digits break the grave, share one more digit that must then go elsewhere: they lose it.</source>
        <translation>Dos casillas con candidatos extra de una misma unidad, cuyos dígitos extra rompen la tumba, comparten otro dígito más, que entonces tiene que ir en otra parte: lo pierden.</translation>
    </message>
    <message>
        <source>Almost every cell bivalue; two three-candidate cells in one unit.</source>
        <translation>Casi todas las casillas tienen dos candidatos; hay dos casillas con tres candidatos en una misma unidad.</translation>
    </message>
    <message>
        <source>Two cells that see each other (or share cells they both see) cannot take a pair of digits that would leave a cell they both see without a candidate. A digit no allowed pair uses leaves its cell.</source>
        <translation>Dos casillas que se ven entre sí (o que comparten casillas que ven ambas) no pueden tomar un par de dígitos que dejaría sin candidatos a una casilla que ven las dos. Un dígito que no usa ningún par permitido sale de su casilla.</translation>
    </message>
    <message>
        <source>Pick two cells with few candidates and list their pairs; strike the pairs that empty a common bivalue peer.</source>
        <translation>Elija dos casillas con pocos candidatos y enumere sus pares; tache los pares que dejan vacía una vecina común con dos candidatos.</translation>
    </message>
    <message>
        <source>The same with three cells: a digit no allowed combination uses leaves its cell.</source>
        <translation>Lo mismo con tres casillas: un dígito que no usa ninguna combinación permitida sale de su casilla.</translation>
    </message>
    <message>
        <source>Slow by hand: list the combinations of three cells against their common peers.</source>
        <translation>Lento a mano: enumere las combinaciones de las tres casillas frente a sus vecinas comunes.</translation>
    </message>
    <message>
        <source>An alternating chain on one digit: strong links (a unit with two places) joined by weak links. One of its two ends holds the digit, so a cell seeing both ends loses it.</source>
        <translation>Una cadena alterna de un solo dígito: enlaces fuertes (una unidad con dos lugares) unidos por enlaces débiles. Uno de sus dos extremos contiene el dígito, así que una casilla que ve ambos extremos lo pierde.</translation>
    </message>
    <message>
        <source>Filter by the digit and walk from a strong link to a cell that sees its end, then across another strong link, and so on.</source>
        <translation>Filtre por el dígito y avance desde un enlace fuerte hasta una casilla que vea su extremo, luego cruce otro enlace fuerte, y así sucesivamente.</translation>
    </message>
    <message>
        <source>A loop of strong and weak links on one digit. Every weak link of the loop is then strong too, so places that see both ends of one lose the digit; or the loop forces a digit in or out of a cell.</source>
        <translation>Un bucle de enlaces fuertes y débiles de un mismo dígito. Cada enlace débil del bucle es entonces también fuerte, así que los lugares que ven los dos extremos de uno de ellos pierden el dígito; o bien el bucle obliga a un dígito a entrar en una casilla o a salir de ella.</translation>
    </message>
    <message>
        <source>An X-chain whose end comes back to its start.</source>
        <translation>Una cadena X cuyo final vuelve a su inicio.</translation>
    </message>
    <message>
        <source>A chain through bivalue cells: each cell&apos;s other digit is the next cell&apos;s first. One end holds the digit the chain starts and ends with, so a cell seeing both ends loses it.</source>
        <translation>Una cadena a través de casillas con dos candidatos: el otro dígito de cada casilla es el primero de la siguiente. Uno de los extremos contiene el dígito con el que empieza y termina la cadena, así que una casilla que ve ambos extremos lo pierde.</translation>
    </message>
    <message>
        <source>Start at a bivalue cell holding {z,a} and go from cell to cell through the shared digit, until a cell holds z.</source>
        <translation>Empiece en una casilla con dos candidatos que contenga {z,a} y vaya de casilla en casilla por el dígito compartido, hasta llegar a una casilla que contenga z.</translation>
    </message>
    <message>
        <source>An XY-chain of cells all holding the same two digits. Cells an odd number of links apart hold opposite digits, so a cell seeing two of them loses both digits.</source>
        <translation>Una cadena XY de casillas que contienen todas los mismos dos dígitos. Las casillas separadas por un número impar de enlaces contienen dígitos opuestos, así que una casilla que ve dos de ellas pierde los dos dígitos.</translation>
    </message>
    <message>
        <source>Several cells with the same pair, each seeing the next.</source>
        <translation>Varias casillas con el mismo par, cada una de las cuales ve la siguiente.</translation>
    </message>
    <message>
        <source>An XY-chain that closes on itself: every link is then strong, and cells seeing both ends of a link lose its digit.</source>
        <translation>Una cadena XY que se cierra sobre sí misma: todos sus enlaces son entonces fuertes, y las casillas que ven ambos extremos de un enlace pierden su dígito.</translation>
    </message>
    <message>
        <source>An XY-chain whose last cell sees its first through their shared digit.</source>
        <translation>Una cadena XY cuya última casilla ve la primera a través de su dígito compartido.</translation>
    </message>
    <message>
        <source>A chain of candidates where a strong link (of a unit or a bivalue cell) and a weak link alternate, so that if the first is false the last is true. A candidate that sees both ends is false.</source>
        <translation>Una cadena de candidatos en la que se alternan un enlace fuerte (de una unidad o de una casilla con dos candidatos) y uno débil, de modo que si el primero es falso, el último es verdadero. Un candidato que ve ambos extremos es falso.</translation>
    </message>
    <message>
        <source>Mix X-chains and XY-chains: follow strong links of both kinds. The board draws the chain with its links numbered as the text reads.</source>
        <translation>Combine cadenas X y cadenas XY: siga enlaces fuertes de ambos tipos. El tablero dibuja la cadena con sus enlaces numerados en el orden del texto.</translation>
    </message>
    <message>
        <source>An alternating chain that comes back to its start: each weak link of it becomes strong, and whatever sees both ends of one loses the digit.</source>
        <translation>Una cadena alterna que vuelve a su inicio: cada uno de sus enlaces débiles se vuelve fuerte, y todo lo que ve los dos extremos de uno de ellos pierde el dígito.</translation>
    </message>
    <message>
        <source>An AIC whose end links back to its beginning.</source>
        <translation>Una cadena de inferencias alternas (AIC) cuyo final se enlaza de nuevo con su principio.</translation>
    </message>
    <message>
        <source>An AIC whose nodes may be groups: a digit&apos;s places where a box and a line cross, read as one node that is true when the digit is in one of them.</source>
        <translation>Una cadena de inferencias alternas cuyos nodos pueden ser grupos: los lugares de un dígito donde se cruzan una caja y una línea, leídos como un solo nodo que es verdadero cuando el dígito está en uno de ellos.</translation>
    </message>
    <message>
        <source>Where a chain stops at a box with two places for its digit in a line, take the two as one node.</source>
        <translation>Donde una cadena se detenga en una caja con dos lugares para su dígito en una línea, tome los dos como un solo nodo.</translation>
    </message>
    <message>
        <source>A continuous nice loop with groups.</source>
        <translation>Un nice loop continuo con grupos.</translation>
    </message>
    <message>
        <source>As the grouped AIC, closing into a loop.</source>
        <translation>Como la cadena de inferencias alternas agrupada, cerrada en un bucle.</translation>
    </message>
    <message>
        <source>An AIC that passes through almost locked sets: N cells of a unit holding N + 1 digits. Without one of its digits the set holds each of the others, a strong link that a chain can use.</source>
        <translation>Una cadena de inferencias alternas que pasa por conjuntos casi bloqueados: N casillas de una unidad que contienen N + 1 dígitos. Sin uno de sus dígitos, el conjunto contiene cada uno de los demás, un enlace fuerte que una cadena puede usar.</translation>
    </message>
    <message>
        <source>When a chain stops, look for a set of cells that, lacking the chain&apos;s digit, would be a naked set.</source>
        <translation>Cuando una cadena se detenga, busque un conjunto de casillas que, sin el dígito de la cadena, formaría un subconjunto desnudo.</translation>
    </message>
    <message>
        <source>Two or three cells where a box and a line cross hold digits that split between a set in the line and a set in the box. Each digit stays where it must; the rest of the line and box lose the sets&apos; digits.</source>
        <translation>Dos o tres casillas donde se cruzan una caja y una línea contienen dígitos que se reparten entre un conjunto de la línea y un conjunto de la caja. Cada dígito se queda donde debe; el resto de la línea y de la caja pierde los dígitos de esos conjuntos.</translation>
    </message>
    <message>
        <source>Look at a box-line intersection with two or three cells holding four or five digits, and bivalue cells in the line and the box that take part of them.</source>
        <translation>Mire una intersección de caja y línea con dos o tres casillas que contienen cuatro o cinco dígitos, y casillas con dos candidatos en la línea y en la caja que se quedan con parte de ellos.</translation>
    </message>
    <message>
        <source>Two almost locked sets sharing a restricted common digit x (every x in one sees every x in the other). At most one holds x, so the other is locked: a digit z both hold leaves what sees all its places in them.</source>
        <translation>Dos conjuntos casi bloqueados que comparten un dígito común restringido x (cada x de uno ve cada x del otro). Como mucho uno de ellos contiene x, así que el otro queda bloqueado: un dígito z que contienen ambos se elimina de las casillas que ven todos sus lugares en ellos.</translation>
    </message>
    <message>
        <source>Find two sets of N cells with N + 1 digits, linked by a digit whose places all see each other.</source>
        <translation>Busque dos conjuntos de N casillas con N + 1 dígitos, unidos por un dígito cuyos lugares se ven todos entre sí.</translation>
    </message>
    <message>
        <source>A pivot set linked to two other sets by two different restricted commons: a digit those two sets share leaves what sees all of it in them.</source>
        <translation>Un conjunto pivote unido a otros dos conjuntos por dos dígitos comunes restringidos distintos: un dígito que comparten esos dos conjuntos se elimina de las casillas que ven todos sus lugares en ellos.</translation>
    </message>
    <message>
        <source>As the XY-Wing, with almost locked sets for cells.</source>
        <translation>Como el XY-Wing, con conjuntos casi bloqueados en lugar de casillas.</translation>
    </message>
    <message>
        <source>A chain of four or more almost locked sets, each linked to the next by a restricted common: a digit both end sets hold leaves what sees all of it in them.</source>
        <translation>Una cadena de cuatro o más conjuntos casi bloqueados, cada uno unido al siguiente por un dígito común restringido: un dígito que contienen los dos conjuntos de los extremos se elimina de las casillas que ven todos sus lugares en ellos.</translation>
    </message>
    <message>
        <source>Long ALS-XZ links, one after the other.</source>
        <translation>Una larga serie de enlaces ALS-XZ, uno tras otro.</translation>
    </message>
    <message>
        <source>A stem cell whose every candidate is a restricted common with a petal set of its own. Whichever digit the stem holds, one petal is locked: a digit every petal holds leaves what sees all of it in them.</source>
        <translation>Una casilla tallo en la que cada candidato es un dígito común restringido con un conjunto pétalo propio. Sea cual sea el dígito del tallo, un pétalo queda bloqueado: un dígito que contienen todos los pétalos se elimina de las casillas que ven todos sus lugares en ellos.</translation>
    </message>
    <message>
        <source>A cell with two or three candidates, each linking it to a different almost locked set.</source>
        <translation>Una casilla con dos o tres candidatos, cada uno de los cuales la une a un conjunto casi bloqueado distinto.</translation>
    </message>
    <message>
        <source>Suppose a digit in a cell and follow what it forces for that digit alone: when the digit is left without a place in a unit, the supposition is false.</source>
        <translation>Suponga un dígito en una casilla y siga lo que eso fuerza solo para ese dígito: cuando el dígito se queda sin lugar en una unidad, la suposición es falsa.</translation>
    </message>
    <message>
        <source>Hard by hand: try a candidate and follow only its own digit.</source>
        <translation>Difícil a mano: pruebe un candidato y siga solo su propio dígito.</translation>
    </message>
    <message>
        <source>Follow each candidate of a cell in turn: when every one of them leads to the same conclusion, the conclusion holds.</source>
        <translation>Siga por turnos cada candidato de una casilla: cuando todos llevan a la misma conclusión, esa conclusión es cierta.</translation>
    </message>
    <message>
        <source>Start from a cell with two or three candidates and follow each one&apos;s consequences.</source>
        <translation>Empiece por una casilla con dos o tres candidatos y siga las consecuencias de cada uno.</translation>
    </message>
    <message>
        <source>Follow each place of a digit in a unit: when every one leads to the same conclusion, it holds.</source>
        <translation>Siga cada lugar de un dígito en una unidad: cuando todos llevan a la misma conclusión, esta es cierta.</translation>
    </message>
    <message>
        <source>Start from a digit with two or three places in a unit.</source>
        <translation>Empiece por un dígito con dos o tres lugares en una unidad.</translation>
    </message>
    <message>
        <source>Suppose a candidate and follow everything it forces, the board changing as it goes: when it leads to a contradiction, the candidate is false.</source>
        <translation>Suponga un candidato y siga todo lo que fuerza, con el tablero cambiando a medida que avanza: cuando lleva a una contradicción, el candidato es falso.</translation>
    </message>
    <message>
        <source>The hint shows the chain&apos;s branches one at a time; step through them with the panel&apos;s arrows.</source>
        <translation>La pista muestra las ramas de la cadena de una en una; recórralas con las flechas del panel.</translation>
    </message>
    <message>
        <source>Follow a candidate and its absence: when both lead to the same conclusion, it holds.</source>
        <translation>Siga un candidato y su ausencia: cuando ambos casos llevan a la misma conclusión, esta es cierta.</translation>
    </message>
    <message>
        <source>As the dynamic contradiction chain, following both cases.</source>
        <translation>Como la cadena de contradicción dinámica, siguiendo los dos casos.</translation>
    </message>
    <message>
        <source>A cell forcing chain whose branches change the board as they go (dynamic chains).</source>
        <translation>Una cadena forzada de casilla cuyas ramas cambian el tablero a medida que avanzan (cadenas dinámicas).</translation>
    </message>
    <message>
        <source>As the cell forcing chain, following each branch further.</source>
        <translation>Como la cadena forzada de casilla, siguiendo cada rama más lejos.</translation>
    </message>
    <message>
        <source>A unit forcing chain whose branches are dynamic chains.</source>
        <translation>Una cadena forzada de unidad cuyas ramas son cadenas dinámicas.</translation>
    </message>
    <message>
        <source>As the unit forcing chain, following each branch further.</source>
        <translation>Como la cadena forzada de unidad, siguiendo cada rama más lejos.</translation>
    </message>
    <message>
        <source>Dynamic forcing chains whose branches also apply the simple techniques (locked candidates, subsets, fish) on the board as they leave it.</source>
        <translation>Cadenas forzadas dinámicas cuyas ramas aplican también las técnicas sencillas (candidatos bloqueados, subconjuntos, peces) al tablero tal como lo van dejando.</translation>
    </message>
    <message>
        <source>Beyond hand solving for most players: watch how the hint&apos;s branches use patterns inside them.</source>
        <translation>Fuera del alcance de la resolución a mano para la mayoría de los jugadores: observe cómo las ramas de la pista usan patrones en su interior.</translation>
    </message>
    <message>
        <source>Forcing chains whose branches apply forcing chains of their own. They solve the hardest puzzles known without a guess.</source>
        <translation>Cadenas forzadas cuyas ramas aplican sus propias cadenas forzadas. Resuelven sin conjeturas los sudokus más difíciles que se conocen.</translation>
    </message>
    <message>
        <source>For the hardest puzzles only: read the branches one at a time, each inner chain as a step of its own.</source>
        <translation>Solo para los sudokus más difíciles: lea las ramas de una en una, cada cadena interior como un paso en sí mismo.</translation>
    </message>
    <message>
        <source>A killer cage holds different digits that add up to its sum. Only a few sets of digits do: two cells adding up to 3 hold 1 and 2, three adding up to 24 hold 7, 8 and 9. A digit that no set fitting the cells&apos; candidates uses can go from every cell of the cage.</source>
        <translation>Una jaula del killer contiene cifras distintas que suman su total. Pocos conjuntos de cifras lo hacen: dos casillas que suman 3 contienen 1 y 2, tres que suman 24 contienen 7, 8 y 9. Una cifra que ningún conjunto que encaje con los candidatos de las casillas usa puede quitarse de todas las casillas de la jaula.</translation>
    </message>
    <message>
        <source>Start with the cages of extreme sums (small or large for their size), then those whose cells have lost candidates: list the sets that add up to the sum and keep those the candidates allow.</source>
        <translation>Empieza por las jaulas de sumas extremas (pequeñas o grandes para su tamaño), luego por aquellas cuyas casillas han perdido candidatos: apunta los conjuntos que dan la suma y quédate con los que los candidatos permiten.</translation>
    </message>
    <message>
        <source>The 45 rule: the digits of a row, a column or a box add up to 45 (of two rows, 90). Take off the cages wholly inside it: the cells they leave (the innies) add up to the rest. Or add up the cages that reach out of it: their cells outside (the outies) add up to what their cells inside do not. One cell left names its digit; a few cells make a cage of their own.</source>
        <translation>La regla del 45: las cifras de una fila, una columna o una caja suman 45 (las de dos filas, 90). Resta las jaulas que están enteras dentro: las casillas que dejan (las interiores) suman el resto. O suma las jaulas que salen de ella: sus casillas de fuera (las exteriores) suman lo que no suman sus casillas de dentro. Una sola casilla que queda da su cifra; unas pocas casillas forman una jaula propia.</translation>
    </message>
    <message>
        <source>Look for a row, column or box that the cages cover but for one or two cells, or that one or two cages just stick out of.</source>
        <translation>Busca una fila, columna o caja que las jaulas cubren salvo una o dos casillas, o de la que una o dos jaulas sobresalen apenas.</translation>
    </message>
    <message>
        <source>When every set that fits a cage holds the same digit, the cage holds it, in one of its cells that can take it. A cell that sees all of those cells cannot: in a cage inside one row, the digit leaves the rest of the row.</source>
        <translation>Cuando todos los conjuntos que encajan en una jaula contienen la misma cifra, la jaula la contiene, en una de sus casillas que pueden llevarla. Una casilla que ve todas esas casillas no puede: en una jaula dentro de una sola fila, la cifra sale del resto de la fila.</translation>
    </message>
    <message>
        <source>Find a digit common to every set of a cage, see where in the cage it can go, and strike it from the cells that see all those places.</source>
        <translation>Encuentra una cifra común a todos los conjuntos de una jaula, mira dónde puede ir dentro de la jaula y táchala de las casillas que ven todos esos sitios.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Play and solve Sudoku.</source>
        <translation>Juega y resuelve sudokus.</translation>
    </message>
    <message>
        <source>A puzzle file to open.</source>
        <translation>Un archivo de sudoku para abrir.</translation>
    </message>
    <message>
        <source>Show the window in this language (%1) instead of the system&apos;s.</source>
        <translation>Mostrar la ventana en este idioma (%1) en lugar del idioma del sistema.</translation>
    </message>
    <message>
        <source>sudoku: unknown language &quot;%1&quot;; available: %2.
</source>
        <translation>sudoku: idioma desconocido &quot;%1&quot;; disponibles: %2.
</translation>
    </message>
</context>
<context>
    <name>sudoku::BoardWidget</name>
    <message>
        <source>Sudoku board</source>
        <translation>Tablero de sudoku</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pausa</translation>
    </message>
    <message>
        <source>Press P or click to resume</source>
        <translation>Pulsa P o haz clic para continuar</translation>
    </message>
</context>
<context>
    <name>sudoku::CompareDialog</name>
    <message>
        <source>Compare Algorithms</source>
        <translation>Comparar algoritmos</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algoritmo</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Eventos</translation>
    </message>
    <message>
        <source>Placements</source>
        <translation>Colocaciones</translation>
    </message>
    <message>
        <source>Guesses</source>
        <translation>Conjeturas</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>Retrocesos</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Detener</translation>
    </message>
    <message>
        <source>&amp;Run Again</source>
        <translation>&amp;Ejecutar de nuevo</translation>
    </message>
    <message>
        <source>running…</source>
        <translation>en ejecución…</translation>
    </message>
    <message>
        <source>Every algorithm solves %1 in turn; each gets at most %2 seconds.</source>
        <translation>Cada algoritmo resuelve %1 por turnos; cada uno dispone de %2 segundos como máximo.</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>resuelto</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>sin solución</translation>
    </message>
    <message>
        <source>stopped after %1 events</source>
        <translation>detenido tras %1 eventos</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelado</translation>
    </message>
    <message>
        <source>It needed more than the %1 seconds each algorithm gets.</source>
        <translation>Necesitó más de los %1 segundos de que dispone cada algoritmo.</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>detenido</translation>
    </message>
    <message>
        <source>Stopped. Run Again compares every algorithm from the start.</source>
        <translation>Detenido. «Ejecutar de nuevo» compara todos los algoritmos desde el principio.</translation>
    </message>
    <message>
        <source>Every algorithm on %1. Events are every move an algorithm makes; placements, every digit it writes; guesses, the digits it may take back to try another.</source>
        <translation>Todos los algoritmos con %1. Los eventos son cada movimiento que hace un algoritmo; las colocaciones, cada dígito que escribe; las conjeturas, los dígitos que puede retirar para probar otro.</translation>
    </message>
</context>
<context>
    <name>sudoku::Game</name>
    <message>
        <source>Clear %1</source>
        <translation>Vaciar %1</translation>
    </message>
    <message>
        <source>Give %1 in %2</source>
        <translation>Número inicial %1 en %2</translation>
    </message>
    <message>
        <source>Place %1 in %2</source>
        <translation>Colocar %1 en %2</translation>
    </message>
    <message>
        <source>Pencil %1 in %2</source>
        <translation>Anotar %1 en %2</translation>
    </message>
    <message>
        <source>Erase pencil %1 in %2</source>
        <translation>Borrar la anotación %1 en %2</translation>
    </message>
    <message>
        <source>Erase pencil marks in %1</source>
        <translation>Borrar las anotaciones de %1</translation>
    </message>
    <message>
        <source>Fill pencil marks</source>
        <translation>Rellenar anotaciones</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>Your puzzle</source>
        <translation>Tu sudoku</translation>
    </message>
    <message numerus="yes">
        <source>Correct %n mistake(s)</source>
        <translation>
            <numerusform>Corregir %n error</numerusform>
            <numerusform>Corregir %n errores</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear the colour of %1</source>
        <translation>Borrar el color de %1</translation>
    </message>
    <message>
        <source>Colour %1 %2</source>
        <translation>Colorear %1 de %2</translation>
    </message>
    <message>
        <source>Clear the colour of %1 in %2</source>
        <translation>Borrar el color de %1 en %2</translation>
    </message>
    <message>
        <source>Colour %1 in %2 %3</source>
        <translation>Colorear %1 en %2 de %3</translation>
    </message>
    <message>
        <source>Clear the colours of %1</source>
        <translation>Borrar los colores de %1</translation>
    </message>
    <message>
        <source>Clear all colours</source>
        <translation>Borrar todos los colores</translation>
    </message>
</context>
<context>
    <name>sudoku::HelpDialog</name>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <source>&amp;Techniques</source>
        <translation>&amp;Técnicas</translation>
    </message>
</context>
<context>
    <name>sudoku::HintPanel</name>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>First where to look, then why, then apply it (H)</source>
        <translation>Primero dónde mirar, luego por qué y después aplicarlo (H)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>Apply the next logical step and explain it (S)</source>
        <translation>Aplicar el siguiente paso lógico y explicarlo (S)</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>Pensando</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Stop looking for the hint (Esc)</source>
        <translation>Dejar de buscar la pista (Esc)</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Anterior</translation>
    </message>
    <message>
        <source>The previous branch of the forcing chain (Page Up)</source>
        <translation>La rama anterior de la cadena forzada (Re Pág)</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Siguiente ▶</translation>
    </message>
    <message>
        <source>The next branch of the forcing chain (Page Down)</source>
        <translation>La rama siguiente de la cadena forzada (Av Pág)</translation>
    </message>
    <message>
        <source>Chains in &amp;Eureka notation</source>
        <translation>Cadenas en notación &amp;Eureka</translation>
    </message>
    <message>
        <source>Write chains as (4)r7c8=(4)r78c9-(4)r6c9…: &apos;=&apos; a strong link, &apos;-&apos; a weak one</source>
        <translation>Escribir las cadenas como (4)r7c8=(4)r78c9-(4)r6c9…: «=» un enlace fuerte, «-» uno débil</translation>
    </message>
    <message>
        <source>What is %1?</source>
        <translation>¿Qué es %1?</translation>
    </message>
    <message>
        <source>Open its page in Help › Techniques</source>
        <translation>Abrir su página en Ayuda › Técnicas</translation>
    </message>
</context>
<context>
    <name>sudoku::HintSession</name>
    <message>
        <source>Thinking…</source>
        <translation>Pensando…</translation>
    </message>
    <message>
        <source>Step stopped. Nothing on the board has changed.</source>
        <translation>Paso detenido. No ha cambiado nada en el tablero.</translation>
    </message>
    <message>
        <source>Hint stopped. Nothing on the board has changed.</source>
        <translation>Pista detenida. No ha cambiado nada en el tablero.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Pista: %1</translation>
    </message>
    <message>
        <source>Corrected. Carry on!</source>
        <translation>Corregido. ¡Adelante!</translation>
    </message>
    <message>
        <source>Corrected %1 mistakes. Carry on!</source>
        <translation>Corregidos %1 errores. ¡Adelante!</translation>
    </message>
    <message>
        <source>Show Me</source>
        <translation>Muéstramelo</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>Corregir</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>The %1 in %2 is wrong.</source>
        <translation>El %1 de %2 es incorrecto.</translation>
    </message>
    <message>
        <source>These digits are wrong: %1.</source>
        <translation>Estos dígitos son incorrectos: %1.</translation>
    </message>
    <message>
        <source>Press Hint again to correct it.</source>
        <translation>Pulsa «Pista» otra vez para corregirlo.</translation>
    </message>
    <message>
        <source>Press Hint again to correct all %1.</source>
        <translation>Pulsa «Pista» otra vez para corregir los %1 errores.</translation>
    </message>
    <message>
        <source>This puzzle has no solution: its givens contradict each other, so no hint can help.</source>
        <translation>Este sudoku no tiene solución: sus números iniciales se contradicen, así que ninguna pista puede ayudar.</translation>
    </message>
    <message>
        <source>This puzzle has more than one solution, so no step can be certain. The marked cells differ between two of its solutions.</source>
        <translation>Este sudoku tiene más de una solución, así que ningún paso puede ser seguro. Las casillas marcadas difieren entre dos de sus soluciones.</translation>
    </message>
    <message>
        <source>The board is full and correct: nothing left to find.</source>
        <translation>El tablero está completo y es correcto: no queda nada por encontrar.</translation>
    </message>
    <message>
        <source>No technique Sudoku Studio knows applies here. Watch the human-logic solver to see where it has to guess.</source>
        <translation>Ninguna técnica que conozca Sudoku Studio se aplica aquí. Observa el solucionador de lógica humana para ver dónde tiene que hacer una conjetura.</translation>
    </message>
    <message>
        <source>The search for a step was stopped. Nothing on the board has changed.</source>
        <translation>Se detuvo la búsqueda de un paso. No ha cambiado nada en el tablero.</translation>
    </message>
    <message>
        <source>Correcting it also puts back the pencil marks it struck out.</source>
        <translation>Al corregirlo también vuelven las anotaciones que tachó.</translation>
    </message>
    <message>
        <source>Correcting them also puts back the pencil marks they struck out.</source>
        <translation>Al corregirlos también vuelven las anotaciones que tacharon.</translation>
    </message>
    <message>
        <source>The pencil marks of %1 lack a candidate the solution needs.</source>
        <translation>A las anotaciones de %1 les falta un candidato que la solución necesita.</translation>
    </message>
    <message>
        <source>The pencil marks of %1 each lack a candidate the solution needs.</source>
        <translation>A las anotaciones de %1 les falta, en cada casilla, un candidato que la solución necesita.</translation>
    </message>
    <message>
        <source>None of the techniques hints may use applies here. Settings › Hints… allows more.</source>
        <translation>Ninguna de las técnicas que pueden usar las pistas sirve aquí. Ajustes › Pistas… permite más.</translation>
    </message>
</context>
<context>
    <name>sudoku::HintTechniquesDialog</name>
    <message>
        <source>Hints</source>
        <translation>Pistas</translation>
    </message>
    <message>
        <source>Hint and Step use only the techniques ticked here, and always the singles, so that a hint can place a digit. The rating of a puzzle uses every technique.</source>
        <translation>Pista y Paso usan solo las técnicas marcadas aquí, y siempre los únicos, para que una pista pueda poner un dígito. La valoración de un sudoku usa todas las técnicas.</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>Técnica</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Valoración</translation>
    </message>
    <message>
        <source>Difficulty on Sudoku Explainer&apos;s scale</source>
        <translation>Dificultad en la escala de Sudoku Explainer</translation>
    </message>
    <message>
        <source>%1 — always used</source>
        <translation>%1 — siempre se usan</translation>
    </message>
    <message>
        <source>A hint must always be able to place a digit.</source>
        <translation>Una pista siempre debe poder poner un dígito.</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <comment>a range of ratings</comment>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>&amp;All</source>
        <translation>&amp;Todas</translation>
    </message>
    <message>
        <source>No &amp;Uniqueness</source>
        <translation>Sin &amp;unicidad</translation>
    </message>
    <message>
        <source>Every technique but those that assume the puzzle has one solution</source>
        <translation>Todas las técnicas salvo las que suponen que el sudoku tiene una sola solución</translation>
    </message>
</context>
<context>
    <name>sudoku::Legend</name>
    <message>
        <source>Digit tried</source>
        <translation>Dígito probado</translation>
    </message>
    <message>
        <source>Digit placed</source>
        <translation>Dígito colocado</translation>
    </message>
    <message>
        <source>Candidate removed</source>
        <translation>Candidato eliminado</translation>
    </message>
    <message>
        <source>Unit of a step</source>
        <translation>Unidad de un paso</translation>
    </message>
    <message>
        <source>Guess</source>
        <translation>Conjetura</translation>
    </message>
    <message>
        <source>Backtrack</source>
        <translation>Retroceso</translation>
    </message>
    <message>
        <source>Dead end</source>
        <translation>Callejón sin salida</translation>
    </message>
    <message>
        <source>Chain: so it is</source>
        <translation>Cadena: entonces lo es</translation>
    </message>
    <message>
        <source>Chain: so it is not</source>
        <translation>Cadena: entonces no lo es</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Leyenda</translation>
    </message>
</context>
<context>
    <name>sudoku::MainWindow</name>
    <message>
        <source>Type the givens of your puzzle, then press Start.</source>
        <translation>Escribe los números iniciales de tu sudoku y pulsa «Empezar».</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Empezar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Watch the Solver</source>
        <translation>Ver el solucionador</translation>
    </message>
    <message>
        <source>&amp;Easy</source>
        <translation>&amp;Fácil</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>&amp;Medio</translation>
    </message>
    <message>
        <source>&amp;Hard</source>
        <translation>&amp;Difícil</translation>
    </message>
    <message>
        <source>New easy puzzle</source>
        <translation>Nuevo sudoku de nivel fácil</translation>
    </message>
    <message>
        <source>New medium puzzle</source>
        <translation>Nuevo sudoku de nivel medio</translation>
    </message>
    <message>
        <source>New hard puzzle</source>
        <translation>Nuevo sudoku de nivel difícil</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>A new puzzle of the level you choose</source>
        <translation>Un sudoku nuevo del nivel que elijas</translation>
    </message>
    <message>
        <source>&amp;Best Times</source>
        <translation>&amp;Mejores tiempos</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Enter a Puzzle…</source>
        <translation>Introducir un s&amp;udoku…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Reiniciar</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
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
        <translation>&amp;Copiar sudoku</translation>
    </message>
    <message>
        <source>Copy Current &amp;State</source>
        <translation>Copiar &amp;estado actual</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Paste Puzzle</source>
        <translation>&amp;Pegar sudoku</translation>
    </message>
    <message>
        <source>&amp;Fill Pencil Marks</source>
        <translation>Rellenar a&amp;notaciones</translation>
    </message>
    <message>
        <source>Ctrl+M</source>
        <translation>Ctrl+M</translation>
    </message>
    <message>
        <source>Pe&amp;ncil Mode</source>
        <translation>Modo &amp;anotación</translation>
    </message>
    <message>
        <source>Show &amp;Mistakes</source>
        <translation>Mostrar &amp;errores</translation>
    </message>
    <message>
        <source>&amp;Remove Pencil Marks Automatically</source>
        <translation>&amp;Quitar anotaciones automáticamente</translation>
    </message>
    <message>
        <source>&amp;Solver Panel</source>
        <translation>Panel del &amp;solucionador</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>First where to look, then why, then apply it</source>
        <translation>Primero dónde mirar, luego por qué y después aplicarlo</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>Pa&amp;so</translation>
    </message>
    <message>
        <source>Apply the next logical step and explain it</source>
        <translation>Aplicar el siguiente paso lógico y explicarlo</translation>
    </message>
    <message>
        <source>Stop Thin&amp;king</source>
        <translation>&amp;Dejar de pensar</translation>
    </message>
    <message>
        <source>Stop looking for a hint or step</source>
        <translation>Dejar de buscar una pista o un paso</translation>
    </message>
    <message>
        <source>&amp;Previous Branch</source>
        <translation>Rama &amp;anterior</translation>
    </message>
    <message>
        <source>The previous branch of a forcing chain</source>
        <translation>La rama anterior de una cadena forzada</translation>
    </message>
    <message>
        <source>&amp;Next Branch</source>
        <translation>Rama s&amp;iguiente</translation>
    </message>
    <message>
        <source>The next branch of a forcing chain</source>
        <translation>La rama siguiente de una cadena forzada</translation>
    </message>
    <message>
        <source>&amp;Watch Solve / Pause</source>
        <translation>&amp;Ver la resolución / Pausa</translation>
    </message>
    <message>
        <source>Step &amp;Forward</source>
        <translation>Siguiente &amp;evento</translation>
    </message>
    <message>
        <source>S&amp;top Solve</source>
        <translation>De&amp;tener la resolución</translation>
    </message>
    <message>
        <source>&amp;Compare Algorithms…</source>
        <translation>&amp;Comparar algoritmos…</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <source>&amp;About Sudoku Studio</source>
        <translation>Acerca &amp;de Sudoku Studio</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>B&amp;undled Puzzle</source>
        <translation>Sudokus inc&amp;luidos</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>&amp;Resolver</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ayuda</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
    <message>
        <source>Saved again.</source>
        <translation>Guardado de nuevo.</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pausa</translation>
    </message>
    <message>
        <source>Pencil</source>
        <translation>Anotación</translation>
    </message>
    <message>
        <source>Open Puzzle or Game</source>
        <translation>Abrir sudoku o partida</translation>
    </message>
    <message>
        <source>Puzzles and games (*.txt *.sdk *.ss *.%1);;All files (*)</source>
        <translation>Sudokus y partidas (*.txt *.sdk *.ss *.%1);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Sin guardar</translation>
    </message>
    <message>
        <source>The game could not be saved to “%1”: %2</source>
        <translation>No se pudo guardar la partida en «%1»: %2</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Falló el guardado automático: %1</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Guardar partida</translation>
    </message>
    <message>
        <source>Sudoku Studio games (*.%1)</source>
        <translation>Partidas de Sudoku Studio (*.%1)</translation>
    </message>
    <message>
        <source>Puzzle copied as a line</source>
        <translation>Sudoku copiado como una línea</translation>
    </message>
    <message>
        <source>Current state copied as a line</source>
        <translation>Estado actual copiado como una línea</translation>
    </message>
    <message>
        <source>the clipboard</source>
        <translation>el portapapeles</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>El portapapeles no contiene texto.</translation>
    </message>
    <message>
        <source>Your puzzle has exactly one solution. Enjoy!</source>
        <translation>Tu sudoku tiene exactamente una solución. ¡Que lo disfrutes!</translation>
    </message>
    <message>
        <source>%1 solved it in %2 events. Undo takes the solution back.</source>
        <translation>%1 lo resolvió en %2 eventos. «Deshacer» retira la solución.</translation>
    </message>
    <message>
        <source>%1 found no solution.</source>
        <translation>%1 no encontró ninguna solución.</translation>
    </message>
    <message>
        <source>Persian &amp;Digits</source>
        <translation>Dígitos &amp;persas</translation>
    </message>
    <message>
        <source>Write digits as ۱۲۳ instead of 123; typing accepts both</source>
        <translation>Escribir los dígitos como ۱۲۳ en lugar de 123; al teclear se aceptan ambos</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;System Default</source>
        <translation>&amp;Predeterminado del sistema</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Sistema</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>C&amp;laro</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Oscuro</translation>
    </message>
    <message>
        <source>Pr&amp;int…</source>
        <translation>&amp;Imprimir…</translation>
    </message>
    <message>
        <source>Print this puzzle, or a booklet of new ones</source>
        <translation>Imprimir este sudoku o un cuadernillo de sudokus nuevos</translation>
    </message>
    <message>
        <source>E&amp;xport PDF…</source>
        <translation>E&amp;xportar a PDF…</translation>
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
        <translation>Exportar a PDF</translation>
    </message>
    <message>
        <source>&amp;Letters (A–P)</source>
        <translation>&amp;Letras (A–P)</translation>
    </message>
    <message>
        <source>&amp;Numbers (10–25)</source>
        <translation>&amp;Números (10–25)</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>Enter a Puzzle of Si&amp;ze</source>
        <translation>Introducir un sudoku de otro &amp;tamaño</translation>
    </message>
    <message>
        <source>Digits &amp;Above 9</source>
        <translation>&amp;Dígitos por encima de 9</translation>
    </message>
    <message>
        <source>How 16×16 and 25×25 boards write 10 and up</source>
        <translation>Cómo escriben el 10 y siguientes los tableros de 16×16 y 25×25</translation>
    </message>
    <message>
        <source>Enter a Puzzle</source>
        <translation>Introducir un sudoku</translation>
    </message>
    <message>
        <source>The size of the board:</source>
        <translation>Tamaño del tablero:</translation>
    </message>
    <message>
        <source>&amp;Filter</source>
        <translation>&amp;Filtro</translation>
    </message>
    <message>
        <source>Cells with &amp;Two Candidates</source>
        <translation>Celdas con &amp;dos candidatos</translation>
    </message>
    <message>
        <source>Where %1 Can Go</source>
        <translation>Dónde puede ir el %1</translation>
    </message>
    <message>
        <source>&amp;No Pen</source>
        <translation>&amp;Sin rotulador</translation>
    </message>
    <message>
        <source>&amp;%1 %2 (%3)</source>
        <translation>&amp;%1 %2 (%3)</translation>
    </message>
    <message>
        <source>Put the colour pen down: clicks select cells</source>
        <translation>Dejar el rotulador: los clics seleccionan casillas</translation>
    </message>
    <message>
        <source>Take up the %1 pen (again: put it down)</source>
        <translation>Tomar el rotulador %1 (de nuevo: dejarlo)</translation>
    </message>
    <message>
        <source>Clear the Cell&apos;s &amp;Colours</source>
        <translation>Borrar los &amp;colores de la casilla</translation>
    </message>
    <message>
        <source>Clear &amp;All Colours</source>
        <translation>Borrar &amp;todos los colores</translation>
    </message>
    <message>
        <source>C&amp;olours</source>
        <translation>C&amp;olores</translation>
    </message>
    <message>
        <source>%1 pen</source>
        <translation>rotulador %1</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Cómo se juega</translation>
    </message>
    <message>
        <source>The rules, and how to play, take hints and watch the solver</source>
        <translation>Las reglas, y cómo jugar, pedir pistas y ver al resolvedor</translation>
    </message>
    <message>
        <source>&amp;Hints…</source>
        <translation>&amp;Pistas…</translation>
    </message>
    <message>
        <source>The techniques hints and Step may use</source>
        <translation>Las técnicas que pueden usar las pistas y Paso</translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation>Aj&amp;ustes</translation>
    </message>
    <message>
        <source>&amp;Techniques</source>
        <translation>&amp;Técnicas</translation>
    </message>
    <message>
        <source>What every technique of the hints is, how to spot it, and an example of each</source>
        <translation>Qué es cada técnica de las pistas, cómo encontrarla y un ejemplo de cada una</translation>
    </message>
    <message>
        <source>Pra&amp;ctice…</source>
        <translation>&amp;Entrenamiento…</translation>
    </message>
    <message>
        <source>Practise one technique on positions where it is the next step</source>
        <translation>Practicar una técnica en posiciones donde es el siguiente paso</translation>
    </message>
    <message>
        <source>Take the hint&apos;s words and marks off the board</source>
        <translation>Quitar del tablero el texto y las marcas de la pista</translation>
    </message>
    <message>
        <source>C&amp;lose Hint</source>
        <translation>Ce&amp;rrar la pista</translation>
    </message>
</context>
<context>
    <name>sudoku::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Nueva partida</translation>
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
        <translation>Demasiado escasos para generarlos: uno de los sudokus más difíciles que se conocen, con un aspecto nuevo.</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aleatoria</translation>
    </message>
    <message>
        <source>The same seed, level and symmetry make the same puzzle: share it with a friend.</source>
        <translation>La misma semilla, el mismo nivel y la misma simetría dan el mismo sudoku: compártelo con un amigo.</translation>
    </message>
    <message>
        <source>&amp;Symmetry</source>
        <translation>&amp;Simetría</translation>
    </message>
    <message>
        <source>S&amp;eed</source>
        <translation>Se&amp;milla</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Generar</translation>
    </message>
    <message>
        <source>Nightmare puzzles are too rare to generate: one of the hardest known comes in a new guise (digits, rows and columns shuffled), and is rated.</source>
        <translation>Los sudokus de nivel Pesadilla son demasiado escasos para generarlos: se toma uno de los más difíciles que se conocen con un aspecto nuevo (dígitos, filas y columnas barajados) y se valora.</translation>
    </message>
    <message>
        <source>Making %1 puzzle…</source>
        <translation>Generando un sudoku de nivel %1…</translation>
    </message>
    <message>
        <source>Stopped. Generate tries again.</source>
        <translation>Detenido. «Generar» vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>Children start on 4×4 and 6×6; 16×16 and 25×25 are long games.</source>
        <translation>Los niños empiezan con 4×4 y 6×6; 16×16 y 25×25 son partidas largas.</translation>
    </message>
    <message>
        <source>Si&amp;ze</source>
        <translation>Tama&amp;ño</translation>
    </message>
    <message numerus="yes">
        <source>No %1 puzzle of this size turned up in %n attempt(s): try another level.</source>
        <translation>
            <numerusform>No ha salido ningún sudoku de nivel %1 de este tamaño en %n intento: prueba otro nivel.</numerusform>
            <numerusform>No ha salido ningún sudoku de nivel %1 de este tamaño en %n intentos: prueba otro nivel.</numerusform>
        </translation>
    </message>
    <message>
        <source>A 25×25 puzzle this hard can take many minutes to make.</source>
        <translation>Crear un sudoku de 25×25 así de difícil puede llevar muchos minutos.</translation>
    </message>
    <message>
        <source>A 25×25 puzzle can take several seconds to make.</source>
        <translation>Crear un sudoku de 25×25 puede llevar varios segundos.</translation>
    </message>
    <message>
        <source>Choose the level of your first puzzle, and its size. Game › New Game offers the same choice at any time.</source>
        <translation>Elija el nivel de su primer sudoku y su tamaño. Partida › Nueva partida ofrece la misma elección en cualquier momento.</translation>
    </message>
    <message>
        <source>Stuck? Hint (H) first shows where to look, then why, then makes the step. Hints explain every step, never guess, and never simply give a digit away.</source>
        <translation>¿Atascado? Pista (H) muestra primero dónde mirar, luego por qué, y luego da el paso. Las pistas explican cada paso, nunca adivinan y nunca regalan un dígito sin más.</translation>
    </message>
    <message>
        <source>Welcome to Sudoku Studio</source>
        <translation>Bienvenido a Sudoku Studio</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jugar</translation>
    </message>
    <message>
        <source>&amp;Skip</source>
        <translation>&amp;Omitir</translation>
    </message>
    <message>
        <source>Play the bundled easy puzzle; this question is not asked again</source>
        <translation>Jugar el sudoku fácil incluido; esta pregunta no se vuelve a hacer</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <source>Making a %1 puzzle…</source>
        <translation>Creando un %1…</translation>
    </message>
    <message>
        <source>Making %1 %2 puzzle…</source>
        <comment>a level and a variant, as in &apos;Making hard X-Sudoku puzzle…&apos;</comment>
        <translation>Generando un %2 de nivel %1…</translation>
    </message>
    <message>
        <source>A killer this hard can take several seconds to make.</source>
        <translation>Crear un killer así de difícil puede llevar varios segundos.</translation>
    </message>
    <message>
        <source>An extreme killer can take tens of seconds to make.</source>
        <translation>Crear un killer extremo puede llevar decenas de segundos.</translation>
    </message>
    <message>
        <source>X-Sudoku: the diagonals hold every digit too; windoku: four more windows; jigsaw: regions of any shape for boxes; killer: cages whose digits add up to their sums; samurai: five grids, the middle one sharing its corner boxes with the others.</source>
        <translation>Sudoku X: también las diagonales tienen cada dígito; windoku: cuatro ventanas más; jigsaw: regiones de cualquier forma en vez de cajas; killer: jaulas cuyos dígitos suman su total; samurái: cinco cuadrículas, la central comparte sus cajas de las esquinas con las demás.</translation>
    </message>
    <message>
        <source>A samurai this hard takes seconds to make, now and then half a minute.</source>
        <translation>Un samurái tan difícil tarda segundos en hacerse, de vez en cuando medio minuto.</translation>
    </message>
</context>
<context>
    <name>sudoku::NumberPad</name>
    <message>
        <source>Erase</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Clear the selected cell (Delete)</source>
        <translation>Vaciar la casilla seleccionada (Supr)</translation>
    </message>
    <message>
        <source>Pencil mode: digits toggle pencil marks (Space or N)</source>
        <translation>Modo anotación: los dígitos ponen o quitan anotaciones (Espacio o N)</translation>
    </message>
    <message>
        <source>Pencil: On</source>
        <translation>Anotar: sí</translation>
    </message>
    <message>
        <source>Pencil: Off</source>
        <translation>Anotar: no</translation>
    </message>
    <message>
        <source>No colour pen: a click selects a cell (Esc, Ctrl+Alt+0)</source>
        <translation>Sin rotulador: un clic selecciona una casilla (Esc, Ctrl+Alt+0)</translation>
    </message>
    <message>
        <source>Colour pen: %1, %2. A click paints a candidate, or the cell; so do a digit and Enter (Ctrl+Alt+%3)</source>
        <translation>Rotulador: %1, %2. Un clic colorea un candidato, o la casilla; igual un dígito y Intro (Ctrl+Alt+%3)</translation>
    </message>
    <message>
        <source>No colour pen</source>
        <translation>Sin rotulador</translation>
    </message>
    <message>
        <source>%1 pen</source>
        <translation>rotulador %1</translation>
    </message>
</context>
<context>
    <name>sudoku::PlaySession</name>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>%1 puzzle %2 (bundled)</source>
        <translation>Sudoku %2 de nivel %1 (incluido)</translation>
    </message>
    <message>
        <source>It holds no puzzle.</source>
        <translation>No contiene ningún sudoku.</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation>%1 #%2</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>No se puede crear la carpeta %1.</translation>
    </message>
    <message>
        <source>Solve with %1</source>
        <translation>Resolver con %1</translation>
    </message>
    <message>
        <source>With help from hints it does not count as a best time for %1 puzzles.</source>
        <translation>Con ayuda de pistas no cuenta como mejor tiempo en los sudokus de nivel %1.</translation>
    </message>
    <message>
        <source>A new best time for %1 puzzles (it was %2)!</source>
        <translation>¡Nuevo mejor tiempo en los sudokus de nivel %1 (era %2)!</translation>
    </message>
    <message>
        <source>Your first best time for %1 puzzles.</source>
        <translation>Tu primer mejor tiempo en los sudokus de nivel %1.</translation>
    </message>
    <message>
        <source>Your best for %1 puzzles: %2.</source>
        <translation>Tu mejor tiempo en los sudokus de nivel %1: %2.</translation>
    </message>
    <message>
        <source>Stuck? Hint shows where to look, then why.</source>
        <translation>¿Te has atascado? «Pista» muestra dónde mirar y luego por qué.</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>%1 · Solved by the solver</source>
        <translation>%1 · Resuelto por el solucionador</translation>
    </message>
    <message>
        <source>%1 · Solved</source>
        <translation>%1 · Resuelto</translation>
    </message>
    <message>
        <source>%1 · No solution</source>
        <translation>%1 · Sin solución</translation>
    </message>
    <message>
        <source>%1 · More than one solution</source>
        <translation>%1 · Más de una solución</translation>
    </message>
    <message>
        <source>%1[*] — Sudoku Studio</source>
        <translation>%1[*] — Sudoku Studio</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n clue(s)</source>
        <translation>
            <numerusform>%1 · %n número inicial</numerusform>
            <numerusform>%1 · %n números iniciales</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n hint(s)</source>
        <translation>
            <numerusform>%1 · %n pista</numerusform>
            <numerusform>%1 · %n pistas</numerusform>
        </translation>
    </message>
    <message>
        <source>Generated, seed %1</source>
        <translation>Generado, semilla %1</translation>
    </message>
    <message>
        <source>The text is too long to read as puzzles: %1 MB, where %2 MB is the most. Save it in a file and open the file: a file of any size can be opened.</source>
        <translation>El texto es demasiado largo para leerlo como sudokus: %1 MB, y el máximo es %2 MB. Guárdelo en un archivo y abra el archivo: se puede abrir un archivo de cualquier tamaño.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>best times: a level and a board&apos;s size, as in &apos;easy 9×9 puzzles&apos;</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Pasted puzzle</source>
        <translation>Sudoku pegado</translation>
    </message>
    <message>
        <source>Dropped puzzle</source>
        <translation>Sudoku arrastrado</translation>
    </message>
    <message>
        <source>%1 · Looking for the solution…</source>
        <translation>%1 · Buscando la solución…</translation>
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
        <translation>%1: %2 correctas, %3 en parte correctas de %4 intentadas, %5 de media</translation>
    </message>
    <message>
        <source>Your practice record</source>
        <translation>Tu historial de práctica</translation>
    </message>
    <message>
        <source>Nothing practised yet.</source>
        <translation>Todavía no has practicado nada.</translation>
    </message>
    <message>
        <source>%1 of %2 right · %3</source>
        <translation>%1 de %2 correctas · %3</translation>
    </message>
</context>
<context>
    <name>sudoku::PracticeDialog</name>
    <message>
        <source>Practice</source>
        <translation>Práctica</translation>
    </message>
    <message>
        <source>No position of this technique to practise on</source>
        <translation>No hay ninguna posición para practicar esta técnica</translation>
    </message>
    <message>
        <source>&amp;New Position</source>
        <translation>&amp;Nueva posición</translation>
    </message>
    <message>
        <source>&amp;Technique:</source>
        <translation>&amp;Técnica:</translation>
    </message>
    <message>
        <source>Click &amp;strikes out</source>
        <translation>El clic &amp;tacha</translation>
    </message>
    <message>
        <source>Click &amp;places</source>
        <translation>El clic &amp;coloca</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>C&amp;omprobar</translation>
    </message>
    <message>
        <source>C&amp;lear Marks</source>
        <translation>&amp;Borrar marcas</translation>
    </message>
    <message>
        <source>Your record</source>
        <translation>Tu historial</translation>
    </message>
    <message>
        <source>Sho&amp;w the Step</source>
        <translation>&amp;Mostrar el paso</translation>
    </message>
    <message>
        <source>The ones I find hardest</source>
        <translation>Las que más me cuestan</translation>
    </message>
</context>
<context>
    <name>sudoku::PracticeSession</name>
    <message>
        <source>Choose a technique to practise.</source>
        <translation>Elige una técnica para practicar.</translation>
    </message>
    <message>
        <source>There is no position of this technique to practise.</source>
        <translation>No hay ninguna posición para practicar esta técnica.</translation>
    </message>
    <message>
        <source>Finding a position…</source>
        <translation>Buscando una posición…</translation>
    </message>
    <message>
        <source>Find %1 on this board and mark the digit it places (a click on the candidate), then Check.</source>
        <translation>Encuentra %1 en este tablero y marca el dígito que coloca (un clic en el candidato); luego, Comprobar.</translation>
    </message>
    <message>
        <source>Find %1 on this board and strike out the candidates it removes (a click on each), then Check.</source>
        <translation>Encuentra %1 en este tablero y tacha los candidatos que elimina (un clic en cada uno); luego, Comprobar.</translation>
    </message>
    <message>
        <source>The step: %1</source>
        <translation>El paso: %1</translation>
    </message>
    <message>
        <source>Right: that is the step.</source>
        <translation>Correcto: ese es el paso.</translation>
    </message>
    <message>
        <source>Partly right: you found %1 of the step&apos;s %2 marks; it also makes %3.</source>
        <translation>En parte correcto: encontraste %1 de las %2 marcas del paso; también hace %3.</translation>
    </message>
    <message>
        <source>Partly right: what you marked is true, but it is not this step.</source>
        <translation>En parte correcto: lo que marcaste es cierto, pero no es este paso.</translation>
    </message>
    <message>
        <source>Partly right: the step&apos;s marks are all there, and more that are true but not this step&apos;s.</source>
        <translation>En parte correcto: están todas las marcas del paso y otras ciertas que no son de este paso.</translation>
    </message>
    <message>
        <source>Wrong: %1 is not true of this puzzle.</source>
        <translation>Incorrecto: %1 no es cierto en este sudoku.</translation>
    </message>
    <message>
        <source>Wrong: nothing was marked.</source>
        <translation>Incorrecto: no se marcó nada.</translation>
    </message>
</context>
<context>
    <name>sudoku::PrintDialog</name>
    <message>
        <source>Print</source>
        <translation>Imprimir</translation>
    </message>
    <message>
        <source>&amp;This puzzle</source>
        <translation>&amp;Este sudoku</translation>
    </message>
    <message>
        <source>A &amp;booklet of new puzzles</source>
        <translation>Un &amp;cuadernillo de sudokus nuevos</translation>
    </message>
    <message>
        <source>With my &amp;digits and pencil marks</source>
        <translation>Con mis &amp;dígitos y anotaciones</translation>
    </message>
    <message>
        <source>The &amp;solution on a second page</source>
        <translation>La &amp;solución en una segunda página</translation>
    </message>
    <message>
        <source>Solutions at the &amp;back</source>
        <translation>Soluciones al &amp;final</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Nivel:</translation>
    </message>
    <message>
        <source>&amp;Puzzles:</source>
        <translation>S&amp;udokus:</translation>
    </message>
    <message>
        <source>Puzzles a p&amp;age:</source>
        <translation>Sudokus por &amp;página:</translation>
    </message>
    <message>
        <source>Pre&amp;view…</source>
        <translation>&amp;Vista previa…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimir…</translation>
    </message>
    <message>
        <source>E&amp;xport PDF…</source>
        <translation>E&amp;xportar a PDF…</translation>
    </message>
    <message numerus="yes">
        <source>Sudoku Studio · %n %1 puzzle(s)</source>
        <translation>
            <numerusform>Sudoku Studio · %n sudoku, nivel %1</numerusform>
            <numerusform>Sudoku Studio · %n sudokus, nivel %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Sudoku Studio</source>
        <translation>Sudoku Studio</translation>
    </message>
    <message numerus="yes">
        <source>Making %n puzzle(s)…</source>
        <translation>
            <numerusform>Generando %n sudoku…</numerusform>
            <numerusform>Generando %n sudokus…</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. %2 · %3</source>
        <translation>%1. %2 · %3</translation>
    </message>
    <message>
        <source>Seed %1</source>
        <translation>Semilla %1</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s) made.</source>
        <translation>
            <numerusform>%n sudoku generado.</numerusform>
            <numerusform>%n sudokus generados.</numerusform>
        </translation>
    </message>
    <message>
        <source>Print Preview</source>
        <translation>Vista previa de impresión</translation>
    </message>
    <message>
        <source>Sent to the printer.</source>
        <translation>Enviado a la impresora.</translation>
    </message>
    <message>
        <source>The printer could not be used.</source>
        <translation>No se pudo usar la impresora.</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Exportar a PDF</translation>
    </message>
    <message>
        <source>sudoku.pdf</source>
        <translation>sudoku.pdf</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Written to %1.</source>
        <translation>Guardado en %1.</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>No se pudo escribir %1.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Detenido.</translation>
    </message>
    <message>
        <source>The solution is still being worked out; it can be chosen once it is found.</source>
        <translation>La solución aún se está buscando; podrá elegirse en cuanto se encuentre.</translation>
    </message>
    <message>
        <source>This puzzle has no single solution to print.</source>
        <translation>Este sudoku no tiene una única solución que imprimir.</translation>
    </message>
</context>
<context>
    <name>sudoku::PuzzleChooser</name>
    <message>
        <source>Choose a Puzzle</source>
        <translation>Elegir un sudoku</translation>
    </message>
    <message>
        <source>&amp;Stop Reading</source>
        <translation>&amp;Dejar de leer</translation>
    </message>
    <message>
        <source>List only the puzzles found so far</source>
        <translation>Mostrar solo los sudokus encontrados hasta ahora</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln puzzle(s) found so far…</source>
        <translation>
            <numerusform>%1: %Ln sudoku encontrado hasta ahora…</numerusform>
            <numerusform>%1: %Ln sudokus encontrados hasta ahora…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %Ln puzzle(s).</source>
        <translation>
            <numerusform>%1 contiene %Ln sudoku.</numerusform>
            <numerusform>%1 contiene %Ln sudokus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the first %Ln puzzle(s) (reading stopped).</source>
        <translation>
            <numerusform>%1: solo %Ln sudoku leído (lectura detenida).</numerusform>
            <numerusform>%1: los primeros %Ln sudokus (lectura detenida).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cannot be read (hover over it for why).</source>
        <translation>
            <numerusform>%Ln no se puede leer (pasa el ratón por encima para ver por qué).</numerusform>
            <numerusform>%Ln no se pueden leer (pasa el ratón por encima para ver por qué).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the first %Ln puzzle(s); the file holds more than can be listed.</source>
        <translation>
            <numerusform>%1: el primer sudoku (%Ln); el archivo contiene más de los que se pueden listar.</numerusform>
            <numerusform>%1: los primeros %Ln sudokus; el archivo contiene más de los que se pueden listar.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sudoku::PuzzleFile</name>
    <message>
        <source>The file could not be read to its end.</source>
        <translation>No se pudo leer el archivo hasta el final.</translation>
    </message>
</context>
<context>
    <name>sudoku::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Flechas</translation>
    </message>
    <message>
        <source>Move the selection</source>
        <translation>Mover la selección</translation>
    </message>
    <message>
        <source>Move to the first or last cell of the row</source>
        <translation>Ir a la primera o a la última casilla de la fila</translation>
    </message>
    <message>
        <source>Move to the first or last cell of the board</source>
        <translation>Ir a la primera o a la última casilla del tablero</translation>
    </message>
    <message>
        <source>1 – 9</source>
        <translation>1 – 9</translation>
    </message>
    <message>
        <source>Place a digit (in pencil mode: toggle a pencil mark)</source>
        <translation>Colocar un dígito (en modo anotación: poner o quitar una anotación)</translation>
    </message>
    <message>
        <source>Toggle a pencil mark, in either mode</source>
        <translation>Poner o quitar una anotación, en cualquier modo</translation>
    </message>
    <message>
        <source>Clear the cell: its digit, else its pencil marks</source>
        <translation>Vaciar la casilla: su dígito o, si no tiene, sus anotaciones</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>Clic</translation>
    </message>
    <message>
        <source>Select a cell; on the paused board, resume</source>
        <translation>Seleccionar una casilla; con el tablero en pausa, continuar</translation>
    </message>
    <message>
        <source>Undo the last change</source>
        <translation>Deshacer el último cambio</translation>
    </message>
    <message>
        <source>Redo the last undone change</source>
        <translation>Rehacer el último cambio deshecho</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>Does</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>A – P</source>
        <translation>A – P</translation>
    </message>
    <message>
        <source>Place 10 – 25 on a board that large (A = 10, G = 16, P = 25)</source>
        <translation>Colocar del 10 al 25 en un tablero tan grande (A = 10, G = 16, P = 25)</translation>
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
        <translation>Mostrar dónde puede ir una cifra (otra vez: todas las celdas); cualquier cifra: clic derecho en el teclado numérico</translation>
    </message>
    <message>
        <source>Show the cells with two candidates</source>
        <translation>Mostrar las celdas con dos candidatos</translation>
    </message>
    <message>
        <source>With a colour pen: click; 1 – 9; Enter</source>
        <translation>Con un rotulador: clic; 1 – 9; Intro</translation>
    </message>
    <message>
        <source>Paint the candidate clicked, else the cell; paint that candidate; paint the cell (the same colour again clears it)</source>
        <translation>Colorear el candidato pulsado, si no la casilla; colorear ese candidato; colorear la casilla (el mismo color otra vez lo borra)</translation>
    </message>
    <message>
        <source>With a colour pen: %1; %2</source>
        <translation>Con un rotulador: %1; %2</translation>
    </message>
    <message>
        <source>Clear the cell&apos;s colours; put the pen down</source>
        <translation>Borrar los colores de la casilla; dejar el rotulador</translation>
    </message>
</context>
<context>
    <name>sudoku::SolveSession</name>
    <message>
        <source>Press Play to watch %1 solve this puzzle.</source>
        <translation>Pulsa «Reproducir» para ver cómo el algoritmo %1 resuelve este sudoku.</translation>
    </message>
    <message>
        <source>Playing…</source>
        <translation>Reproduciendo…</translation>
    </message>
    <message>
        <source>Paused: Next shows the next event.</source>
        <translation>En pausa: «Siguiente» muestra el siguiente evento.</translation>
    </message>
    <message>
        <source>Solving at full speed…</source>
        <translation>Resolviendo a toda velocidad…</translation>
    </message>
    <message>
        <source>Solved. The solution is on the board; Undo takes it back.</source>
        <translation>Resuelto. La solución está en el tablero; «Deshacer» la retira.</translation>
    </message>
    <message>
        <source>No solution: the search ran out of possibilities.</source>
        <translation>Sin solución: la búsqueda agotó las posibilidades.</translation>
    </message>
    <message numerus="yes">
        <source>%1 stopped after %n event(s). Press Play to watch it again from the start.</source>
        <translation>
            <numerusform>%1 se detuvo tras %n evento. Pulse Reproducir para verlo de nuevo desde el principio.</numerusform>
            <numerusform>%1 se detuvo tras %n eventos. Pulse Reproducir para verlo de nuevo desde el principio.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sudoku::TechniquesDialog</name>
    <message>
        <source>Techniques</source>
        <translation>Técnicas</translation>
    </message>
    <message>
        <source>&amp;Another Example</source>
        <translation>&amp;Otro ejemplo</translation>
    </message>
    <message>
        <source>rated %1</source>
        <translation>puntuada con %1</translation>
    </message>
    <message>
        <source>only on a puzzle with one solution</source>
        <translation>solo en un sudoku con una única solución</translation>
    </message>
    <message>
        <source>What it is</source>
        <translation>Qué es</translation>
    </message>
    <message>
        <source>How to spot it</source>
        <translation>Cómo encontrarla</translation>
    </message>
    <message>
        <source>Finding the step on this board…</source>
        <translation>Buscando el paso en este tablero…</translation>
    </message>
    <message>
        <source>This example has lost its step: the techniques have changed since it was chosen.</source>
        <translation>Este ejemplo ha perdido su paso: las técnicas han cambiado desde que se eligió.</translation>
    </message>
    <message>
        <source>Example %1 of %2, the hint on this board: %3</source>
        <translation>Ejemplo %1 de %2, la pista en este tablero: %3</translation>
    </message>
    <message>
        <source>Shown with this technique alone chosen in Settings › Hints: with every technique, a hint finds the same deduction as a pattern of an earlier family first.</source>
        <translation>Se muestra con solo esta técnica elegida en Ajustes › Pistas: con todas las técnicas, una pista encuentra antes la misma deducción como patrón de una familia anterior.</translation>
    </message>
    <message>
        <source>There is no example of this technique: on none of the puzzles searched was it the hint&apos;s next step, even with it alone chosen in Settings › Hints. Wherever it stands, a cheaper step of another technique comes first.</source>
        <translation>No hay ningún ejemplo de esta técnica: en ninguno de los sudokus examinados fue el siguiente paso de la pista, ni siquiera elegida sola en Ajustes › Pistas. Dondequiera que aparezca, antes llega un paso más sencillo de otra técnica.</translation>
    </message>
</context>
<context>
    <name>sudoku::TraceLog</name>
    <message>
        <source>Events %1 to %2 are not listed: the log keeps the steps, guesses and the most recent events.</source>
        <translation>Los eventos del %1 al %2 no aparecen: el registro conserva los pasos, las conjeturas y los eventos más recientes.</translation>
    </message>
    <message numerus="yes">
        <source>… %Ln more event(s)</source>
        <translation>
            <numerusform>… %Ln evento más</numerusform>
            <numerusform>… %Ln eventos más</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
Click to show this step on the board; double-click to read about %2.</source>
        <translation>%1
Haz clic para mostrar este paso en el tablero; doble clic para leer sobre %2.</translation>
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
        <translation>Reproducir</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Play or pause the animated solve (F5)</source>
        <translation>Reproducir o pausar la resolución animada (F5)</translation>
    </message>
    <message>
        <source>Show the next event (F6)</source>
        <translation>Mostrar el siguiente evento (F6)</translation>
    </message>
    <message>
        <source>Stop and return to your game (Shift+F5)</source>
        <translation>Detener y volver a tu partida (Mayús+F5)</translation>
    </message>
    <message>
        <source>Events shown per second, or Instant: the whole solve at full speed</source>
        <translation>Eventos mostrados por segundo, o «Instantánea»: toda la resolución a máxima velocidad</translation>
    </message>
    <message>
        <source>20,000/s</source>
        <translation>20.000/s</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidad</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Eventos</translation>
    </message>
    <message>
        <source>Placements</source>
        <translation>Colocaciones</translation>
    </message>
    <message>
        <source>Guesses</source>
        <translation>Conjeturas</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>Retrocesos</translation>
    </message>
    <message>
        <source>Solver time</source>
        <translation>Tiempo del solucionador</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Anterior</translation>
    </message>
    <message>
        <source>The previous branch of the forcing chain</source>
        <translation>La rama anterior de la cadena forzada</translation>
    </message>
    <message>
        <source>The next branch of the forcing chain</source>
        <translation>La rama siguiente de la cadena forzada</translation>
    </message>
    <message>
        <source>Solve log</source>
        <translation>Registro de la resolución</translation>
    </message>
    <message>
        <source>Compare All Algorithms…</source>
        <translation>Comparar todos los algoritmos…</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instantánea</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/s</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>What Is %1?</source>
        <translation>¿Qué es %1?</translation>
    </message>
</context>
</TS>
