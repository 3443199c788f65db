<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="he">
<context>
    <name>BoardAccessible</name>
    <message>
        <source>column %1</source>
        <translation>עמודה %1</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>שורה %1</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>שורה %1, עמודה %2</translation>
    </message>
    <message>
        <source>given</source>
        <translation>נתון</translation>
    </message>
    <message>
        <source>hidden while paused</source>
        <translation>מוסתר בזמן השהיה</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>ריקה</translation>
    </message>
    <message>
        <source>pencil marks %1</source>
        <translation>סימוני עיפרון %1</translation>
    </message>
    <message>
        <source>conflict</source>
        <translation>התנגשות</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>טעות</translation>
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
        <translation>צבוע %1</translation>
    </message>
    <message numerus="yes">
        <source>cage of %n cell(s), sum %1</source>
        <translation>
            <numerusform>כלוב של משבצת %n, סכום %1</numerusform>
            <numerusform>כלוב של %n משבצות, סכום %1</numerusform>
        </translation>
    </message>
    <message>
        <source>region %1</source>
        <translation>אזור %1</translation>
    </message>
    <message>
        <source>on the diagonal</source>
        <translation>על האלכסון</translation>
    </message>
    <message>
        <source>on the anti-diagonal</source>
        <translation>על האלכסון הנגדי</translation>
    </message>
    <message>
        <source>in window %1</source>
        <translation>בחלון %1</translation>
    </message>
</context>
<context>
    <name>DigitButton</name>
    <message>
        <source>Place %1: none left</source>
        <translation>הצבת %1: לא נותרו עוד</translation>
    </message>
    <message numerus="yes">
        <source>Place %1: %n left</source>
        <translation>
            <numerusform>הצבת %1: נותרה %n</numerusform>
            <numerusform>הצבת %1: נותרו %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Digit %1</source>
        <translation>ספרה %1</translation>
    </message>
    <message>
        <source>Right-click: show where %1 can go</source>
        <translation>לחיצה ימנית: היכן %1 יכול להיות</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>Look for %1 on the digit %2.</source>
        <translation>חפשו %1 עבור הספרה %2.</translation>
    </message>
    <message>
        <source>Look for %1 around %2.</source>
        <translation>חפשו %1 סביב %2.</translation>
    </message>
    <message>
        <source>Look for %1: nearly every empty cell has two candidates.</source>
        <translation>חפשו %1: כמעט בכל משבצת ריקה יש שני מועמדים.</translation>
    </message>
    <message>
        <source>Look for %1 on %2.</source>
        <translation>חפשו %1 עם הספרות %2.</translation>
    </message>
    <message>
        <source>Look for %1.</source>
        <translation>חפשו %1.</translation>
    </message>
    <message>
        <source>Look for %1 in %2.</source>
        <translation>חפשו %1 ב%2.</translation>
    </message>
    <message>
        <source>%1: %2 — %3</source>
        <translation>%1: %2 — %3</translation>
    </message>
    <message>
        <source>%1: %2, so %3</source>
        <translation>%1: %2, ולכן %3</translation>
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
        <translation>משבצת אחרונה</translation>
    </message>
    <message>
        <source>a full house</source>
        <translation>משבצת אחרונה</translation>
    </message>
    <message>
        <source>hidden single</source>
        <translation>יחיד נסתר</translation>
    </message>
    <message>
        <source>a hidden single</source>
        <translation>יחיד נסתר</translation>
    </message>
    <message>
        <source>naked single</source>
        <translation>יחיד גלוי</translation>
    </message>
    <message>
        <source>a naked single</source>
        <translation>יחיד גלוי</translation>
    </message>
    <message>
        <source>direct pointing</source>
        <translation>הצבעה ישירה</translation>
    </message>
    <message>
        <source>direct claiming</source>
        <translation>תביעה ישירה</translation>
    </message>
    <message>
        <source>direct hidden pair</source>
        <translation>זוג נסתר ישיר</translation>
    </message>
    <message>
        <source>a direct hidden pair</source>
        <translation>זוג נסתר ישיר</translation>
    </message>
    <message>
        <source>direct hidden triple</source>
        <translation>שלישייה נסתרת ישירה</translation>
    </message>
    <message>
        <source>a direct hidden triple</source>
        <translation>שלישייה נסתרת ישירה</translation>
    </message>
    <message>
        <source>locked candidates (pointing)</source>
        <translation>מועמדים נעולים (הצבעה)</translation>
    </message>
    <message>
        <source>locked candidates (claiming)</source>
        <translation>מועמדים נעולים (תביעה)</translation>
    </message>
    <message>
        <source>naked pair</source>
        <translation>זוג גלוי</translation>
    </message>
    <message>
        <source>a naked pair</source>
        <translation>זוג גלוי</translation>
    </message>
    <message>
        <source>naked triple</source>
        <translation>שלישייה גלויה</translation>
    </message>
    <message>
        <source>a naked triple</source>
        <translation>שלישייה גלויה</translation>
    </message>
    <message>
        <source>naked quad</source>
        <translation>רביעייה גלויה</translation>
    </message>
    <message>
        <source>a naked quad</source>
        <translation>רביעייה גלויה</translation>
    </message>
    <message>
        <source>hidden pair</source>
        <translation>זוג נסתר</translation>
    </message>
    <message>
        <source>a hidden pair</source>
        <translation>זוג נסתר</translation>
    </message>
    <message>
        <source>hidden triple</source>
        <translation>שלישייה נסתרת</translation>
    </message>
    <message>
        <source>a hidden triple</source>
        <translation>שלישייה נסתרת</translation>
    </message>
    <message>
        <source>hidden quad</source>
        <translation>רביעייה נסתרת</translation>
    </message>
    <message>
        <source>a hidden quad</source>
        <translation>רביעייה נסתרת</translation>
    </message>
    <message>
        <source>X-Wing</source>
        <translation>X-Wing</translation>
    </message>
    <message>
        <source>an X-Wing</source>
        <translation>X-Wing</translation>
    </message>
    <message>
        <source>swordfish</source>
        <translation>דג חרב</translation>
    </message>
    <message>
        <source>a swordfish</source>
        <translation>דג חרב</translation>
    </message>
    <message>
        <source>jellyfish</source>
        <translation>מדוזה</translation>
    </message>
    <message>
        <source>a jellyfish</source>
        <translation>מדוזה</translation>
    </message>
    <message>
        <source>finned X-Wing</source>
        <translation>X-Wing עם סנפיר</translation>
    </message>
    <message>
        <source>a finned X-Wing</source>
        <translation>X-Wing עם סנפיר</translation>
    </message>
    <message>
        <source>finned swordfish</source>
        <translation>דג חרב עם סנפיר</translation>
    </message>
    <message>
        <source>a finned swordfish</source>
        <translation>דג חרב עם סנפיר</translation>
    </message>
    <message>
        <source>finned jellyfish</source>
        <translation>מדוזה עם סנפיר</translation>
    </message>
    <message>
        <source>a finned jellyfish</source>
        <translation>מדוזה עם סנפיר</translation>
    </message>
    <message>
        <source>skyscraper</source>
        <translation>גורד שחקים</translation>
    </message>
    <message>
        <source>a skyscraper</source>
        <translation>גורד שחקים</translation>
    </message>
    <message>
        <source>2-string kite</source>
        <translation>עפיפון שני חוטים</translation>
    </message>
    <message>
        <source>a 2-string kite</source>
        <translation>עפיפון שני חוטים</translation>
    </message>
    <message>
        <source>turbot fish</source>
        <translation>דג טורבוט</translation>
    </message>
    <message>
        <source>a turbot fish</source>
        <translation>דג טורבוט</translation>
    </message>
    <message>
        <source>empty rectangle</source>
        <translation>מלבן ריק</translation>
    </message>
    <message>
        <source>an empty rectangle</source>
        <translation>מלבן ריק</translation>
    </message>
    <message>
        <source>grouped turbot fish</source>
        <translation>דג טורבוט מקובץ</translation>
    </message>
    <message>
        <source>a grouped turbot fish</source>
        <translation>דג טורבוט מקובץ</translation>
    </message>
    <message>
        <source>3-link X-chain</source>
        <translation>שרשרת X בת 3 חוליות</translation>
    </message>
    <message>
        <source>a 3-link X-chain</source>
        <translation>שרשרת X בת 3 חוליות</translation>
    </message>
    <message>
        <source>4-link X-chain</source>
        <translation>שרשרת X בת 4 חוליות</translation>
    </message>
    <message>
        <source>a 4-link X-chain</source>
        <translation>שרשרת X בת 4 חוליות</translation>
    </message>
    <message>
        <source>simple colouring</source>
        <translation>צביעה פשוטה</translation>
    </message>
    <message>
        <source>multi-colouring</source>
        <translation>צביעה מרובה</translation>
    </message>
    <message>
        <source>XY-Wing</source>
        <translation>XY-Wing</translation>
    </message>
    <message>
        <source>an XY-Wing</source>
        <translation>XY-Wing</translation>
    </message>
    <message>
        <source>XYZ-Wing</source>
        <translation>XYZ-Wing</translation>
    </message>
    <message>
        <source>an XYZ-Wing</source>
        <translation>XYZ-Wing</translation>
    </message>
    <message>
        <source>W-Wing</source>
        <translation>W-Wing</translation>
    </message>
    <message>
        <source>a W-Wing</source>
        <translation>W-Wing</translation>
    </message>
    <message>
        <source>WXYZ-Wing</source>
        <translation>WXYZ-Wing</translation>
    </message>
    <message>
        <source>a WXYZ-Wing</source>
        <translation>WXYZ-Wing</translation>
    </message>
    <message>
        <source>VWXYZ-Wing</source>
        <translation>VWXYZ-Wing</translation>
    </message>
    <message>
        <source>a VWXYZ-Wing</source>
        <translation>VWXYZ-Wing</translation>
    </message>
    <message>
        <source>UVWXYZ-Wing</source>
        <translation>UVWXYZ-Wing</translation>
    </message>
    <message>
        <source>a UVWXYZ-Wing</source>
        <translation>UVWXYZ-Wing</translation>
    </message>
    <message>
        <source>TUVWXYZ-Wing</source>
        <translation>TUVWXYZ-Wing</translation>
    </message>
    <message>
        <source>a TUVWXYZ-Wing</source>
        <translation>TUVWXYZ-Wing</translation>
    </message>
    <message>
        <source>unique rectangle (type 1)</source>
        <translation>מלבן ייחודיות (סוג 1)</translation>
    </message>
    <message>
        <source>a unique rectangle (type 1)</source>
        <translation>מלבן ייחודיות (סוג 1)</translation>
    </message>
    <message>
        <source>unique rectangle (type 2)</source>
        <translation>מלבן ייחודיות (סוג 2)</translation>
    </message>
    <message>
        <source>a unique rectangle (type 2)</source>
        <translation>מלבן ייחודיות (סוג 2)</translation>
    </message>
    <message>
        <source>unique rectangle (type 3)</source>
        <translation>מלבן ייחודיות (סוג 3)</translation>
    </message>
    <message>
        <source>a unique rectangle (type 3)</source>
        <translation>מלבן ייחודיות (סוג 3)</translation>
    </message>
    <message>
        <source>unique rectangle (type 4)</source>
        <translation>מלבן ייחודיות (סוג 4)</translation>
    </message>
    <message>
        <source>a unique rectangle (type 4)</source>
        <translation>מלבן ייחודיות (סוג 4)</translation>
    </message>
    <message>
        <source>unique rectangle (type 5)</source>
        <translation>מלבן ייחודיות (סוג 5)</translation>
    </message>
    <message>
        <source>a unique rectangle (type 5)</source>
        <translation>מלבן ייחודיות (סוג 5)</translation>
    </message>
    <message>
        <source>unique loop (type 1)</source>
        <translation>לולאת ייחודיות (סוג 1)</translation>
    </message>
    <message>
        <source>a unique loop (type 1)</source>
        <translation>לולאת ייחודיות (סוג 1)</translation>
    </message>
    <message>
        <source>unique loop (type 2)</source>
        <translation>לולאת ייחודיות (סוג 2)</translation>
    </message>
    <message>
        <source>a unique loop (type 2)</source>
        <translation>לולאת ייחודיות (סוג 2)</translation>
    </message>
    <message>
        <source>unique loop (type 3)</source>
        <translation>לולאת ייחודיות (סוג 3)</translation>
    </message>
    <message>
        <source>a unique loop (type 3)</source>
        <translation>לולאת ייחודיות (סוג 3)</translation>
    </message>
    <message>
        <source>unique loop (type 4)</source>
        <translation>לולאת ייחודיות (סוג 4)</translation>
    </message>
    <message>
        <source>a unique loop (type 4)</source>
        <translation>לולאת ייחודיות (סוג 4)</translation>
    </message>
    <message>
        <source>hidden rectangle</source>
        <translation>מלבן נסתר</translation>
    </message>
    <message>
        <source>a hidden rectangle</source>
        <translation>מלבן נסתר</translation>
    </message>
    <message>
        <source>avoidable rectangle (type 1)</source>
        <translation>מלבן נמנע (סוג 1)</translation>
    </message>
    <message>
        <source>an avoidable rectangle (type 1)</source>
        <translation>מלבן נמנע (סוג 1)</translation>
    </message>
    <message>
        <source>avoidable rectangle (type 2)</source>
        <translation>מלבן נמנע (סוג 2)</translation>
    </message>
    <message>
        <source>an avoidable rectangle (type 2)</source>
        <translation>מלבן נמנע (סוג 2)</translation>
    </message>
    <message>
        <source>BUG (type 1)</source>
        <translation>BUG (סוג 1)</translation>
    </message>
    <message>
        <source>a BUG (type 1)</source>
        <translation>BUG (סוג 1)</translation>
    </message>
    <message>
        <source>BUG (type 2)</source>
        <translation>BUG (סוג 2)</translation>
    </message>
    <message>
        <source>a BUG (type 2)</source>
        <translation>BUG (סוג 2)</translation>
    </message>
    <message>
        <source>BUG (type 3)</source>
        <translation>BUG (סוג 3)</translation>
    </message>
    <message>
        <source>a BUG (type 3)</source>
        <translation>BUG (סוג 3)</translation>
    </message>
    <message>
        <source>BUG (type 4)</source>
        <translation>BUG (סוג 4)</translation>
    </message>
    <message>
        <source>a BUG (type 4)</source>
        <translation>BUG (סוג 4)</translation>
    </message>
    <message>
        <source>aligned pair exclusion</source>
        <translation>החרגת זוג מיושר</translation>
    </message>
    <message>
        <source>an aligned pair exclusion</source>
        <translation>החרגת זוג מיושר</translation>
    </message>
    <message>
        <source>aligned triple exclusion</source>
        <translation>החרגת שלישייה מיושרת</translation>
    </message>
    <message>
        <source>an aligned triple exclusion</source>
        <translation>החרגת שלישייה מיושרת</translation>
    </message>
    <message>
        <source>X-chain</source>
        <translation>שרשרת X</translation>
    </message>
    <message>
        <source>an X-chain</source>
        <translation>שרשרת X</translation>
    </message>
    <message>
        <source>X-cycle</source>
        <translation>מעגל X</translation>
    </message>
    <message>
        <source>an X-cycle</source>
        <translation>מעגל X</translation>
    </message>
    <message>
        <source>XY-chain</source>
        <translation>שרשרת XY</translation>
    </message>
    <message>
        <source>an XY-chain</source>
        <translation>שרשרת XY</translation>
    </message>
    <message>
        <source>remote pair</source>
        <translation>זוג מרוחק</translation>
    </message>
    <message>
        <source>a remote pair</source>
        <translation>זוג מרוחק</translation>
    </message>
    <message>
        <source>XY-cycle</source>
        <translation>מעגל XY</translation>
    </message>
    <message>
        <source>an XY-cycle</source>
        <translation>מעגל XY</translation>
    </message>
    <message>
        <source>alternating inference chain</source>
        <translation>שרשרת היסקים מתחלפת</translation>
    </message>
    <message>
        <source>an alternating inference chain</source>
        <translation>שרשרת היסקים מתחלפת</translation>
    </message>
    <message>
        <source>continuous nice loop</source>
        <translation>לולאה רציפה</translation>
    </message>
    <message>
        <source>a continuous nice loop</source>
        <translation>לולאה רציפה</translation>
    </message>
    <message>
        <source>grouped alternating inference chain</source>
        <translation>שרשרת היסקים מתחלפת מקובצת</translation>
    </message>
    <message>
        <source>a grouped alternating inference chain</source>
        <translation>שרשרת היסקים מתחלפת מקובצת</translation>
    </message>
    <message>
        <source>grouped nice loop</source>
        <translation>לולאה רציפה מקובצת</translation>
    </message>
    <message>
        <source>a grouped nice loop</source>
        <translation>לולאה רציפה מקובצת</translation>
    </message>
    <message>
        <source>alternating inference chain with almost locked sets</source>
        <translation>שרשרת היסקים מתחלפת עם קבוצות כמעט נעולות</translation>
    </message>
    <message>
        <source>an alternating inference chain with almost locked sets</source>
        <translation>שרשרת היסקים מתחלפת עם קבוצות כמעט נעולות</translation>
    </message>
    <message>
        <source>Sue de Coq</source>
        <translation>Sue de Coq</translation>
    </message>
    <message>
        <source>a Sue de Coq</source>
        <translation>Sue de Coq</translation>
    </message>
    <message>
        <source>ALS-XZ</source>
        <translation>ALS-XZ</translation>
    </message>
    <message>
        <source>an ALS-XZ</source>
        <translation>ALS-XZ</translation>
    </message>
    <message>
        <source>ALS-XY-Wing</source>
        <translation>ALS-XY-Wing</translation>
    </message>
    <message>
        <source>an ALS-XY-Wing</source>
        <translation>ALS-XY-Wing</translation>
    </message>
    <message>
        <source>ALS chain</source>
        <translation>שרשרת ALS</translation>
    </message>
    <message>
        <source>an ALS chain</source>
        <translation>שרשרת ALS</translation>
    </message>
    <message>
        <source>death blossom</source>
        <translation>פריחת מוות</translation>
    </message>
    <message>
        <source>a death blossom</source>
        <translation>פריחת מוות</translation>
    </message>
    <message>
        <source>Nishio forcing chain</source>
        <translation>שרשרת כפייה של נישיו</translation>
    </message>
    <message>
        <source>a Nishio forcing chain</source>
        <translation>שרשרת כפייה של נישיו</translation>
    </message>
    <message>
        <source>cell forcing chain</source>
        <translation>שרשרת כפייה ממשבצת</translation>
    </message>
    <message>
        <source>a cell forcing chain</source>
        <translation>שרשרת כפייה ממשבצת</translation>
    </message>
    <message>
        <source>unit forcing chain</source>
        <translation>שרשרת כפייה מיחידה</translation>
    </message>
    <message>
        <source>a unit forcing chain</source>
        <translation>שרשרת כפייה מיחידה</translation>
    </message>
    <message>
        <source>contradiction chain</source>
        <translation>שרשרת סתירה</translation>
    </message>
    <message>
        <source>a contradiction chain</source>
        <translation>שרשרת סתירה</translation>
    </message>
    <message>
        <source>double forcing chain</source>
        <translation>שרשרת כפייה כפולה</translation>
    </message>
    <message>
        <source>a double forcing chain</source>
        <translation>שרשרת כפייה כפולה</translation>
    </message>
    <message>
        <source>dynamic cell forcing chain</source>
        <translation>שרשרת כפייה דינמית ממשבצת</translation>
    </message>
    <message>
        <source>a dynamic cell forcing chain</source>
        <translation>שרשרת כפייה דינמית ממשבצת</translation>
    </message>
    <message>
        <source>dynamic unit forcing chain</source>
        <translation>שרשרת כפייה דינמית מיחידה</translation>
    </message>
    <message>
        <source>a dynamic unit forcing chain</source>
        <translation>שרשרת כפייה דינמית מיחידה</translation>
    </message>
    <message>
        <source>dynamic forcing chain (+)</source>
        <translation>שרשרת כפייה דינמית (+)</translation>
    </message>
    <message>
        <source>a dynamic forcing chain (+)</source>
        <translation>שרשרת כפייה דינמית (+)</translation>
    </message>
    <message>
        <source>nested forcing chain</source>
        <translation>שרשרת כפייה מקוננת</translation>
    </message>
    <message>
        <source>a nested forcing chain</source>
        <translation>שרשרת כפייה מקוננת</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 in %2 %3</source>
        <translation>%1 ב%2 %3</translation>
    </message>
    <message>
        <source>almost locked sets %1; their cells with %2 all see each other, and so do their cells with %3: one set lacks %2 and the other %3, so each holds all its other digits</source>
        <translation>קבוצות כמעט נעולות %1; כל המשבצות שלהן שמכילות את %2 רואות זו את זו, וכך גם המשבצות שלהן שמכילות את %3: לאחת הקבוצות חסרה %2 ולשנייה חסרה %3, ולכן כל אחת מהן מכילה את כל שאר הספרות שלה</translation>
    </message>
    <message>
        <source>almost locked sets %1: %2: either %3 or %4</source>
        <translation>קבוצות כמעט נעולות %1: %2: או %3 או %4</translation>
    </message>
    <message>
        <source>%1 holds only %2; petals %3: %4 — in every case one of %5 is %6</source>
        <translation>ב-%1 יש רק %2; עלי הכותרת %3: %4 — בכל מקרה אחת מ-%5 היא %6</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation>%1 היא %2</translation>
    </message>
    <message>
        <source>%1 is not %2</source>
        <translation>%1 אינה %2</translation>
    </message>
    <message>
        <source>one of %1 is %2</source>
        <translation>אחת מ-%1 היא %2</translation>
    </message>
    <message>
        <source>none of %1 is %2</source>
        <translation>אף אחת מ-%1 אינה %2</translation>
    </message>
    <message>
        <source>the almost locked set %1 lacks %2, so %3</source>
        <translation>לקבוצה הכמעט נעולה %1 חסרה הספרה %2, ולכן %3</translation>
    </message>
    <message>
        <source>if %1</source>
        <translation>אם %1</translation>
    </message>
    <message>
        <source>so %1</source>
        <translation>לכן %1</translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>%1: either %2 or %3</source>
        <translation>%1: או %2 או %3</translation>
    </message>
    <message>
        <source>%1 — back where it began: a loop, so each of its weak links holds both ways</source>
        <translation>%1 — חזרה לנקודת ההתחלה: זו לולאה, ולכן כל חוליה חלשה בה תקפה בשני הכיוונים</translation>
    </message>
    <message>
        <source>the conjugate pairs of %1 make two clusters, %2 against %3 and %4 against %5; a cell of one colour of each sees a cell of one colour of the other, so not both of those colours hold the %1 and one of the other two does</source>
        <translation>הזוגות הצמודים של %1 יוצרים שני אשכולות, %2 מול %3 ו-%4 מול %5; משבצת בצבע אחד של אשכול אחד רואה משבצת בצבע אחד של האשכול השני, ולכן שני הצבעים האלה אינם יכולים להכיל שניהם את ה-%1, ואחד משני הצבעים האחרים מכיל אותן</translation>
    </message>
    <message>
        <source>the conjugate pairs of %1 colour %2 against %3: one colour holds the %1s; two cells of one colour share a unit, so that colour is false</source>
        <translation>הזוגות הצמודים של %1 צובעים את %2 מול %3: אחד הצבעים מכיל את כל ה-%1; שתי משבצות באותו צבע חולקות יחידה, ולכן הצבע הזה שגוי</translation>
    </message>
    <message>
        <source>the conjugate pairs of %1 colour %2 against %3: one colour holds the %1s, and each struck cell sees both colours</source>
        <translation>הזוגות הצמודים של %1 צובעים את %2 מול %3: אחד הצבעים מכיל את כל ה-%1, וכל משבצת שנמחק ממנה המועמד רואה את שני הצבעים</translation>
    </message>
    <message>
        <source>no way to fill %1 that repeats no digit in a unit and leaves each of %2 (cells that see them all) a candidate uses the candidates struck out</source>
        <translation>כל דרך למלא את %1 בלי לחזור על ספרה ביחידה, ובלי להשאיר את אחת מ-%2 (משבצות שרואות את כולן) ללא מועמד, אינה משתמשת במועמדים שנמחקו</translation>
    </message>
    <message>
        <source>%1 in %2 lies only in %3 and in the fins %4, in %5 (a sashimi fish: without the fins a line would keep one place): if a fin holds %1, nothing else in %5 does; if not, %3 hold it in %2</source>
        <translation>ב%2, הספרה %1 נמצאת רק ב%3 ובסנפירים %4, ב%5 (דג סשימי: בלי הסנפירים היה נשאר באחד הקווים מקום אחד בלבד): אם סנפיר מכיל את %1, שום משבצת אחרת ב%5 לא מכילה אותה; אם לא, ב%2 היא נמצאת רק ב%3</translation>
    </message>
    <message>
        <source>%1 in %2 lies only in %3 and in the fins %4, in %5: if a fin holds %1, nothing else in %5 does; if not, %3 hold it in %2</source>
        <translation>ב%2, הספרה %1 נמצאת רק ב%3 ובסנפירים %4, ב%5: אם סנפיר מכיל את %1, שום משבצת אחרת ב%5 לא מכילה אותה; אם לא, ב%2 היא נמצאת רק ב%3</translation>
    </message>
    <message>
        <source>%1 in %2 lies only in %3</source>
        <translation>ב%2, הספרה %1 נמצאת רק ב%3</translation>
    </message>
    <message>
        <source>%1 in %2 lies only in %3, so in %4 it fits only in %5</source>
        <translation>ב%2, הספרה %1 נמצאת רק ב%3, ולכן ב%4 היא יכולה להיות רק ב-%5</translation>
    </message>
    <message>
        <source>%1 holds only %2, and %3 hold both; in %4 and in %5, %6 lies only in the rectangle&apos;s corners, so were %7 %8, %9 would be %6, %1 would be %8, and %2 could swap round the rectangle for a second solution</source>
        <translation>ב-%1 יש רק %2, ו-%3 מכילות את שתיהן; ב%4 וב%5, הספרה %6 נמצאת רק בפינות המלבן, ולכן אילו %7 הייתה %8, %9 היו %6, %1 הייתה %8, והיה אפשר להחליף את %2 סביב המלבן ולקבל פתרון שני</translation>
    </message>
    <message>
        <source>%1 is %2 and %3 are %4, none of them a given; were %5 %2, the four cells could swap %2 and %4 for a second solution</source>
        <translation>%1 היא %2 ו-%3 הן %4, ואף אחת מהן אינה נתון; אילו %5 הייתה %2, היה אפשר להחליף בארבע המשבצות בין %2 ל-%4 ולקבל פתרון שני</translation>
    </message>
    <message>
        <source>%1 is %2 and %3 is %4, neither a given; were neither %5 nor %6 %7, they would be %4 and %2, and the four cells could swap %2 and %4 for a second solution: one of them is %7</source>
        <translation>%1 היא %2 ו-%3 היא %4, ואף אחת מהן אינה נתון; אילו לא %5 ולא %6 היו %7, הן היו %4 ו-%2, והיה אפשר להחליף בארבע המשבצות בין %2 ל-%4 ולקבל פתרון שני: אחת מהן היא %7</translation>
    </message>
    <message>
        <source>the last empty cell of %1</source>
        <translation>המשבצת הריקה האחרונה ב%1</translation>
    </message>
    <message>
        <source>%1 is the only candidate left in %2</source>
        <translation>%1 הוא המועמד היחיד שנותר ב-%2</translation>
    </message>
    <message>
        <source>%1 fits nowhere else in %2</source>
        <translation>לספרה %1 אין מקום אחר ב%2</translation>
    </message>
    <message>
        <source>%1 hold only %2 in %3</source>
        <translation>ב%3, המשבצות %1 מכילות רק את %2</translation>
    </message>
    <message>
        <source>%1 fit only in %2 in %3</source>
        <translation>ב%3, הספרות %1 יכולות להיות רק ב-%2</translation>
    </message>
    <message>
        <source>%1 fit only in %2 in %3, so %4 fits only in %5</source>
        <translation>ב%3, הספרות %1 יכולות להיות רק ב-%2, ולכן הספרה %4 יכולה להיות רק ב-%5</translation>
    </message>
    <message>
        <source>%1, where %2 and %3 cross, hold %4; with %5 in %2 and %6 in %3, these %7 cells hold %7 digits, each once: %8 cannot be elsewhere in %2, nor %9 elsewhere in %3</source>
        <translation>המשבצות %1, במפגש של %2 ו%3, מכילות את %4; יחד עם %5 ב%2 ו-%6 ב%3, %7 המשבצות האלה מכילות %7 ספרות, כל אחת פעם אחת: %8 אינן יכולות להיות במקום אחר ב%2, וגם %9 לא במקום אחר ב%3</translation>
    </message>
    <message>
        <source>%1 hold only %2; if %3 did too, %2 could swap for a second solution</source>
        <translation>המשבצות %1 מכילות רק את %2; אילו גם %3 הייתה כזו, היה אפשר להחליף את %2 זו בזו ולקבל פתרון שני</translation>
    </message>
    <message>
        <source>%1 make a loop on %2, and %3 also hold %4: were none of them %4, %2 could swap round the loop for a second solution</source>
        <translation>המשבצות %1 יוצרות לולאה על %2, ו-%3 מכילות גם את %4: אילו אף אחת מהן לא הייתה %4, היה אפשר להחליף את %2 לאורך הלולאה ולקבל פתרון שני</translation>
    </message>
    <message>
        <source>%1 make a loop on %2, and %3 also hold %4; in %5, %6 lies only in %3, so one of them is %6, and were the other %7, %2 could swap round the loop for a second solution</source>
        <translation>המשבצות %1 יוצרות לולאה על %2, ו-%3 מכילות גם את %4; ב%5, הספרה %6 נמצאת רק ב-%3, ולכן אחת מהן היא %6, ואילו השנייה הייתה %7, היה אפשר להחליף את %2 לאורך הלולאה ולקבל פתרון שני</translation>
    </message>
    <message>
        <source>%1 make a loop on %2, and %3 also hold %4: one of them holds one of %4, or %2 could swap round the loop for a second solution</source>
        <translation>המשבצות %1 יוצרות לולאה על %2, ו-%3 מכילות גם את %4: באחת מהן יש אחת מ-%4, אחרת היה אפשר להחליף את %2 לאורך הלולאה ולקבל פתרון שני</translation>
    </message>
    <message>
        <source>%1; so %2 fit only in the other one and %3 in %4</source>
        <translation>%1; לכן ב%4, הספרות %2 יכולות להיות רק במשבצת האחרת וב-%3</translation>
    </message>
    <message>
        <source>%1; so %2, as one cell, and %3 hold only %4 in %5</source>
        <translation>%1; לכן ב%5, %2 (כמשבצת אחת) ו-%3 מכילות רק את %4</translation>
    </message>
    <message>
        <source>every empty cell would hold two candidates and every digit two places in each unit, a board that never has exactly one solution</source>
        <translation>בכל משבצת ריקה היו שני מועמדים ולכל ספרה שני מקומות בכל יחידה — לוח שאף פעם אין לו פתרון יחיד</translation>
    </message>
    <message>
        <source>%1 must be %2, or %3</source>
        <translation>%1 חייבת להיות %2, אחרת %3</translation>
    </message>
    <message>
        <source>%1 must be one of %2, or %3</source>
        <translation>%1 חייבת להיות אחת מ-%2, אחרת %3</translation>
    </message>
    <message>
        <source>one of %1 must be %2, or %3</source>
        <translation>אחת מ-%1 חייבת להיות %2, אחרת %3</translation>
    </message>
    <message>
        <source>one of %1 must be true, or %2; so %3, as one cell, and %4 hold only %5 in %6</source>
        <translation>אחד מ-%1 חייב להתקיים, אחרת %2; לכן ב%6, %3 (כמשבצת אחת) ו-%4 מכילות רק את %5</translation>
    </message>
    <message>
        <source>one of %1 must be true, or %2; in %3, %4 lies only in %5, so each of them is %4 or its extra digit</source>
        <translation>אחד מ-%1 חייב להתקיים, אחרת %2; ב%3, %4 נמצאת רק ב-%5, ולכן כל אחת מהן היא %4 או הספרה העודפת שלה</translation>
    </message>
    <message>
        <source>%1 holds %2</source>
        <translation>ב-%1 יש %2</translation>
    </message>
    <message>
        <source>%1: one of the three is %2</source>
        <translation>%1: אחת משלושתן היא %2</translation>
    </message>
    <message>
        <source>%1: whichever %2 is, %3 or %4 is %5</source>
        <translation>%1: מה שלא תהיה %2, אחת מ-%3 ו-%4 היא %5</translation>
    </message>
    <message>
        <source>%1 hold only %2; in %3, %4 lies only in %5: %6 or %7 is %8</source>
        <translation>ב-%1 יש רק %2; ב%3, %4 נמצאת רק ב-%5: %6 או %7 היא %8</translation>
    </message>
    <message>
        <source>%1 hold only %2, one digit more than cells; %3 holds only %4 and %5 and sees every one of them holding %4: whichever %3 is, %5 is in %3 or among them</source>
        <translation>ב-%1 יש רק %2, ספרה אחת יותר ממספר המשבצות; ב-%3 יש רק %4 ו-%5, והיא רואה כל אחת מהן שמכילה את %4: מה שלא תהיה %3, הספרה %5 נמצאת ב-%3 או ביניהן</translation>
    </message>
    <message>
        <source>%1 hold only %2, one digit more than cells; %3 holds only %4 and sees every one of them holding either: between them they hold each digit once, which is in one of its places here</source>
        <translation>ב-%1 יש רק %2, ספרה אחת יותר ממספר המשבצות; ב-%3 יש רק %4, והיא רואה כל אחת מהן שמכילה אחת מהספרות האלה: יחד הן מכילות כל ספרה פעם אחת, והיא נמצאת באחד ממקומותיה כאן</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 ו-%2</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>שורה %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>עמודה %1</translation>
    </message>
    <message>
        <source>box %1</source>
        <translation>ריבוע %1</translation>
    </message>
    <message>
        <source>rows %1</source>
        <translation>שורות %1</translation>
    </message>
    <message>
        <source>columns %1</source>
        <translation>עמודות %1</translation>
    </message>
    <message>
        <source>boxes %1</source>
        <translation>ריבועים %1</translation>
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
        <translation>%1 ב-%2</translation>
    </message>
    <message>
        <source>%1: each of its %2 branches leads to %3.</source>
        <translation>%1: כל אחד מ-%2 הענפים שלה מוביל ל-%3.</translation>
    </message>
    <message>
        <source>Branch %1 of %2: %3.</source>
        <translation>ענף %1 מתוך %2: %3.</translation>
    </message>
    <message>
        <source>Placed %1 in %2 (%3).</source>
        <translation>הוצב %1 ב-%2 (%3).</translation>
    </message>
    <message>
        <source>Try %1 in %2</source>
        <translation>ניסיון %1 ב-%2</translation>
    </message>
    <message>
        <source>%1 clashes with a peer of %2</source>
        <translation>%1 כבר מופיעה במשבצת שכנה של %2</translation>
    </message>
    <message>
        <source>Guess %1 in %2 (other digits left to try)</source>
        <translation>ניחוש %1 ב-%2 (נותרו ספרות אחרות לנסות)</translation>
    </message>
    <message>
        <source>Place %1 in %2</source>
        <translation>הצבת %1 ב-%2</translation>
    </message>
    <message>
        <source>%1: %2 in %3</source>
        <translation>%1: %2 ב%3</translation>
    </message>
    <message>
        <source>Remove %1 from %2</source>
        <translation>הסרת %1 מ-%2</translation>
    </message>
    <message>
        <source>Remove %1 from %2 (%3)</source>
        <translation>הסרת %1 מ-%2 (%3)</translation>
    </message>
    <message>
        <source>Guess %1 in %2 (depth %3)</source>
        <translation>ניחוש %1 ב-%2 (עומק %3)</translation>
    </message>
    <message>
        <source>Dead end: %1 has no candidate left</source>
        <translation>מבוי סתום: ב-%1 לא נותר מועמד</translation>
    </message>
    <message>
        <source>Dead end: %1 has no place left in %2</source>
        <translation>מבוי סתום: לספרה %1 לא נותר מקום ב%2</translation>
    </message>
    <message>
        <source>Back up: undo the guess in %1 (depth %2)</source>
        <translation>נסיגה: ביטול הניחוש ב-%1 (עומק %2)</translation>
    </message>
    <message>
        <source>Back up: take back %1</source>
        <translation>נסיגה: ביטול ההצבה ב-%1</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>קל</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>בינוני</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>קשה</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>מומחה</translation>
    </message>
    <message>
        <source>Extreme</source>
        <translation>קיצוני</translation>
    </message>
    <message>
        <source>Nightmare</source>
        <translation>סיוט</translation>
    </message>
    <message>
        <source>Not rated</source>
        <translation>לא מדורג</translation>
    </message>
    <message>
        <source>quads, fish, skyscrapers, kites and wings</source>
        <translation>רביעיות, דגים, גורדי שחקים, עפיפונים וכנפיים</translation>
    </message>
    <message>
        <source>forcing chains</source>
        <translation>שרשראות כפייה</translation>
    </message>
    <message>
        <source>forcing chains nested in forcing chains</source>
        <translation>שרשראות כפייה המקוננות בשרשראות כפייה</translation>
    </message>
    <message>
        <source>no single solution</source>
        <translation>אין פתרון יחיד</translation>
    </message>
    <message>
        <source>Not rated: the puzzle has no solution.</source>
        <translation>לא מדורג: לחידה אין פתרון.</translation>
    </message>
    <message>
        <source>Not rated: the puzzle has more than one solution.</source>
        <translation>לא מדורג: לחידה יש יותר מפתרון אחד.</translation>
    </message>
    <message>
        <source>%1, rated %2.</source>
        <translation>%1, דירוג %2.</translation>
    </message>
    <message>
        <source>Hardest step: %1.</source>
        <translation>הצעד הקשה ביותר: %1.</translation>
    </message>
    <message>
        <source>Steps: %1.</source>
        <translation>צעדים: %1.</translation>
    </message>
    <message>
        <source>None</source>
        <translation>ללא</translation>
    </message>
    <message>
        <source>Rotational (180°)</source>
        <translation>סיבובית (180°)</translation>
    </message>
    <message>
        <source>Diagonal</source>
        <translation>אלכסונית</translation>
    </message>
    <message>
        <source>Mirror (left–right)</source>
        <translation>שיקוף (ימין–שמאל)</translation>
    </message>
    <message>
        <source>Human logic</source>
        <translation>היגיון אנושי</translation>
    </message>
    <message>
        <source>Backtracking</source>
        <translation>חיפוש עם נסיגה</translation>
    </message>
    <message>
        <source>Bitmask backtracking</source>
        <translation>חיפוש עם נסיגה במסכות סיביות</translation>
    </message>
    <message>
        <source>Most constrained cell (MRV)</source>
        <translation>המשבצת המוגבלת ביותר (MRV)</translation>
    </message>
    <message>
        <source>Constraint propagation (Norvig)</source>
        <translation>הפצת אילוצים (נורוויג)</translation>
    </message>
    <message>
        <source>Forward checking (MRV + LCV)</source>
        <translation>בדיקה קדימה (MRV + LCV)</translation>
    </message>
    <message>
        <source>Solves as a person would: the simplest technique that applies, every time, up to nested forcing chains. A puzzle with one solution never needs a guess.</source>
        <translation>פותר כמו שאדם היה פותר: בכל פעם הטכניקה הפשוטה ביותר שמתאימה, עד שרשראות כפייה מקוננות. חידה עם פתרון יחיד לעולם אינה דורשת ניחוש.</translation>
    </message>
    <message>
        <source>Fills the empty cells in reading order, trying 1 to 9 in each and checking the peers; on a dead end it takes back the last digit and tries the next.</source>
        <translation>ממלא את המשבצות הריקות שורה אחר שורה, מנסה בכל אחת את 1 עד 9 ובודק את המשבצות השכנות; במבוי סתום הוא מבטל את הספרה האחרונה ומנסה את הבאה.</translation>
    </message>
    <message>
        <source>The same search as backtracking, but row, column and box bitmasks give the free digits at once, so no digit is ever rejected.</source>
        <translation>אותו חיפוש כמו בחיפוש עם נסיגה, אבל מסכות סיביות של השורות, העמודות והריבועים נותנות מיד את הספרות הפנויות, כך שאף ספרה לא נדחית.</translation>
    </message>
    <message>
        <source>Always fills the cell with the fewest candidates left, and rolls back when a cell runs out of them.</source>
        <translation>תמיד ממלא את המשבצת שנותרו בה הכי מעט מועמדים, ונסוג כשבמשבצת כלשהי נגמרים המועמדים.</translation>
    </message>
    <message>
        <source>Peter Norvig&apos;s solver: every placement removes its digit from the peers, singles follow from that, and it guesses only on the cell with fewest candidates.</source>
        <translation>הפותר של פיטר נורוויג: כל הצבה מסירה את הספרה שלה מהמשבצות השכנות, מכך נובעים יחידים, והוא מנחש רק במשבצת שיש בה הכי מעט מועמדים.</translation>
    </message>
    <message>
        <source>Picks the most constrained cell, tries first the digit that constrains its peers least, and backs up as soon as a peer has no candidate left.</source>
        <translation>בוחר את המשבצת המוגבלת ביותר, מנסה קודם את הספרה שמגבילה הכי פחות את המשבצות השכנות, ונסוג ברגע שבמשבצת שכנה לא נותר מועמד.</translation>
    </message>
    <message numerus="yes">
        <source>Applied %1: %n candidate(s) struck out.</source>
        <translation>
            <numerusform>יישום %1: נמחק %n מועמד.</numerusform>
            <numerusform>יישום %1: נמחקו %n מועמדים.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It needs %n guess(es).</source>
        <translation>
            <numerusform>נדרש %n ניחוש.</numerusform>
            <numerusform>נדרשים %n ניחושים.</numerusform>
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
        <translation>%1, ריבועים של %2×%3</translation>
    </message>
    <message>
        <source>a digit %1-%2 or &apos;.&apos;</source>
        <translation>ספרה %1-%2 או &apos;.&apos;</translation>
    </message>
    <message>
        <source>a digit %1-%2, the letter A or &apos;.&apos;</source>
        <translation>ספרה %1-%2, האות A או &apos;.&apos;</translation>
    </message>
    <message>
        <source>a digit %1-%2, a letter A-%3 or &apos;.&apos;</source>
        <translation>ספרה %1-%2, אות A-%3 או &apos;.&apos;</translation>
    </message>
    <message>
        <source>value %1 is out of range for %2</source>
        <translation>הערך %1 מחוץ לטווח של %2</translation>
    </message>
    <message>
        <source>a size is %1 or %2</source>
        <translation>הגודל יכול להיות %1 או %2</translation>
    </message>
    <message>
        <source>end of line</source>
        <translation>סוף השורה</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>צפוי: %1, נמצא: %2</translation>
    </message>
    <message>
        <source>puzzle has %1 cells, expected %2</source>
        <translation>בחידה %1 משבצות, צפוי: %2</translation>
    </message>
    <message>
        <source>%1 and %2 both hold %3</source>
        <translation>גם %1 וגם %2 מכילות %3</translation>
    </message>
    <message>
        <source>puzzle has more than %1 cells</source>
        <translation>בחידה יותר מ־%1 משבצות</translation>
    </message>
    <message>
        <source>a grid row has more than %1 cells</source>
        <translation>בשורה של הלוח יותר מ־%1 משבצות</translation>
    </message>
    <message>
        <source>longer than 1 MiB</source>
        <translation>ארוכה מ־1 MiB</translation>
    </message>
    <message>
        <source>puzzle has %1 cells, expected %2 (%3) or %4 (%5)</source>
        <translation>בחידה %1 משבצות, צפוי: %2 (%3) או %4 (%5)</translation>
    </message>
    <message>
        <source>unsupported size %1: %2</source>
        <translation>גודל לא נתמך %1: %2</translation>
    </message>
    <message>
        <source>a puzzle of size %1, expected %2</source>
        <translation>חידה בגודל %1, צפוי: %2</translation>
    </message>
    <message>
        <source>expected the number of givens on the line after the size</source>
        <translation>צפוי מספר הנתונים בשורה שאחרי הגודל</translation>
    </message>
    <message>
        <source>the number of givens 0-%1</source>
        <translation>מספר הנתונים 0-%1</translation>
    </message>
    <message>
        <source>expected %1 givens, found %2</source>
        <translation>צפויים %1 נתונים, נמצאו %2</translation>
    </message>
    <message>
        <source>a row 1-%1</source>
        <translation>שורה 1-%1</translation>
    </message>
    <message>
        <source>a column 1-%1</source>
        <translation>עמודה 1-%1</translation>
    </message>
    <message>
        <source>a value 1-%1</source>
        <translation>ערך 1-%1</translation>
    </message>
    <message>
        <source>%1 is already given on line %2</source>
        <translation>%1 כבר נתונה בשורה %2</translation>
    </message>
    <message>
        <source>no puzzle found</source>
        <translation>לא נמצאה חידה</translation>
    </message>
    <message>
        <source>expected one puzzle, found a second one here</source>
        <translation>צפויה חידה אחת, כאן מתחילה חידה שנייה</translation>
    </message>
    <message>
        <source>the file can no longer be read here</source>
        <translation>כבר אי אפשר לקרוא את הקובץ כאן</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>שורה %1, עמודה %2: %3</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>שורה %1: %2</translation>
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
        <translation>תו חזרת גררה (CR) באמצע השורה: שורות שמסתיימות ב־CR בלבד אינן נקראות; סיימו אותן ב־LF</translation>
    </message>
    <message>
        <source>supposed</source>
        <translation>הנחה</translation>
    </message>
    <message>
        <source>%1 is already in %2</source>
        <translation>הספרה %1 כבר נמצאת ב%2</translation>
    </message>
    <message>
        <source>the only candidate left in %1</source>
        <translation>המועמד היחיד שנותר ב-%1</translation>
    </message>
    <message>
        <source>the only place left for %1 in %2</source>
        <translation>המקום היחיד שנותר ל-%1 ב%2</translation>
    </message>
    <message>
        <source>the only places left for %1 in %2</source>
        <translation>המקומות היחידים שנותרו ל-%1 ב%2</translation>
    </message>
    <message>
        <source>the almost locked set %1 lacks %2</source>
        <translation>לקבוצה הכמעט נעולה %1 חסרה הספרה %2</translation>
    </message>
    <message>
        <source>by %1:</source>
        <translation>על ידי %1:</translation>
    </message>
    <message>
        <source>it follows</source>
        <translation>נובע</translation>
    </message>
    <message>
        <source>%1. %2 (%3)</source>
        <translation>%1. %2 (%3)</translation>
    </message>
    <message>
        <source>%1. from %2: %3 (%4)</source>
        <translation>%1. מתוך %2: %3 (%4)</translation>
    </message>
    <message>
        <source>branch %1 of %2:</source>
        <translation>ענף %1 מתוך %2:</translation>
    </message>
    <message>
        <source>if %1, a contradiction follows</source>
        <translation>אם %1, נובעת סתירה</translation>
    </message>
    <message>
        <source>in %1, %2 lies only in %3, and in every case %4</source>
        <translation>ב%1, הספרה %2 נמצאת רק ב-%3, ובכל מקרה %4</translation>
    </message>
    <message>
        <source>%1 is %2 or it is not, and either way %3</source>
        <translation>%1 היא %2 או שלא, וכך או כך, %3</translation>
    </message>
    <message>
        <source>%1 holds only %2, and in every case %3</source>
        <translation>ב-%1 יש רק %2, ובכל מקרה %3</translation>
    </message>
    <message>
        <source>Branch %1 of %2:</source>
        <translation>ענף %1 מתוך %2:</translation>
    </message>
    <message>
        <source>chains, uniqueness, almost locked sets, exclusion, bigger wings and finned fish</source>
        <translation>שרשראות, ייחודיות, קבוצות כמעט נעולות, הדרה, כנפיים גדולות יותר ודגים עם סנפיר</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>כתום</translation>
    </message>
    <message>
        <source>sky blue</source>
        <translation>תכלת</translation>
    </message>
    <message>
        <source>green</source>
        <translation>ירוק</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>צהוב</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>סגול</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>כחול</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>עיגול</translation>
    </message>
    <message>
        <source>square</source>
        <translation>ריבוע</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>מעוין</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>משולש</translation>
    </message>
    <message>
        <source>upside-down triangle</source>
        <translation>משולש הפוך</translation>
    </message>
    <message>
        <source>plus sign</source>
        <translation>סימן פלוס</translation>
    </message>
    <message>
        <source>Singles</source>
        <translation>יחידים</translation>
    </message>
    <message>
        <source>Intersections</source>
        <translation>חיתוכים</translation>
    </message>
    <message>
        <source>Subsets</source>
        <translation>תת-קבוצות</translation>
    </message>
    <message>
        <source>Fish</source>
        <translation>דגים</translation>
    </message>
    <message>
        <source>Single-digit patterns</source>
        <translation>תבניות של ספרה אחת</translation>
    </message>
    <message>
        <source>Wings</source>
        <translation>כנפיים</translation>
    </message>
    <message>
        <source>Uniqueness</source>
        <translation>ייחודיות</translation>
    </message>
    <message>
        <source>Chains</source>
        <translation>שרשראות</translation>
    </message>
    <message>
        <source>Almost locked sets</source>
        <translation>קבוצות כמעט נעולות</translation>
    </message>
    <message>
        <source>Exclusion</source>
        <translation>הדרה</translation>
    </message>
    <message>
        <source>Forcing chains</source>
        <translation>שרשראות כפייה</translation>
    </message>
    <message>
        <source>a %1 puzzle is read from one line: its cells, then its %2</source>
        <translation>חידת %1 נקראת משורה אחת: המשבצות שלה, ואחריהן %2</translation>
    </message>
    <message>
        <source>regions</source>
        <translation>האזורים</translation>
    </message>
    <message>
        <source>cages and their sums</source>
        <translation>הכלובים והסכומים שלהם</translation>
    </message>
    <message>
        <source>a space and each cell&apos;s region</source>
        <translation>רווח והאזור של כל משבצת</translation>
    </message>
    <message>
        <source>a region 1-%1 or a-%2</source>
        <translation>אזור 1-%1 או a-%2</translation>
    </message>
    <message>
        <source>a region 1-9 or A-%1</source>
        <translation>אזור 1-9 או A-%1</translation>
    </message>
    <message>
        <source>region %1 has %2 cells, expected %3</source>
        <translation>באזור %1 יש %2 משבצות, צפוי: %3</translation>
    </message>
    <message>
        <source>region %1 is not connected: %2 is cut off from %3</source>
        <translation>אזור %1 אינו רציף: %2 מנותקת מ־%3</translation>
    </message>
    <message>
        <source>a space and each cell&apos;s cage</source>
        <translation>רווח והכלוב של כל משבצת</translation>
    </message>
    <message>
        <source>a cage&apos;s name (a letter or a digit) or &apos;.&apos;</source>
        <translation>שם של כלוב (אות או ספרה) או &apos;.&apos;</translation>
    </message>
    <message>
        <source>a cage&apos;s name, &apos;=&apos; and its sum</source>
        <translation>שם של כלוב, &apos;=&apos; והסכום שלו</translation>
    </message>
    <message>
        <source>a space and the cages&apos; sums (a=12,b=7,…)</source>
        <translation>רווח והסכומים של הכלובים (a=12,b=7,…)</translation>
    </message>
    <message>
        <source>no cell is in cage %1</source>
        <translation>אין אף משבצת בכלוב %1</translation>
    </message>
    <message>
        <source>cage %1 has a second sum</source>
        <translation>לכלוב %1 יש סכום שני</translation>
    </message>
    <message>
        <source>&apos;,&apos; or the end of the sums</source>
        <translation>&apos;,&apos; או סוף הסכומים</translation>
    </message>
    <message>
        <source>cage %1 has no sum</source>
        <translation>לכלוב %1 אין סכום</translation>
    </message>
    <message>
        <source>cage %1 is not connected: %2 is cut off from %3</source>
        <translation>כלוב %1 אינו רציף: %2 מנותקת מ־%3</translation>
    </message>
    <message>
        <source>cage %1 has %2 cells, more than %3</source>
        <translation>בכלוב %1 יש %2 משבצות, יותר מ־%3</translation>
    </message>
    <message>
        <source>cage %1 cannot add up to %2: %3 different digits make %4 to %5</source>
        <translation>כלוב %1 אינו יכול להסתכם ב־%2: סכומן של %3 ספרות שונות הוא בין %4 ל־%5</translation>
    </message>
    <message>
        <source>the cages&apos; sums add up to %1, expected %2</source>
        <translation>סכומי הכלובים מסתכמים ב־%1, צפוי: %2</translation>
    </message>
    <message>
        <source>the regions name %1 cells, expected %2</source>
        <translation>האזורים צוינו ל־%1 משבצות, צפוי: %2</translation>
    </message>
    <message>
        <source>the cages name %1 cells, expected %2</source>
        <translation>הכלובים צוינו ל־%1 משבצות, צפוי: %2</translation>
    </message>
    <message>
        <source>the givens of the cage at %1 cannot add up to its sum, %2</source>
        <translation>הספרות הנתונות של הכלוב ב־%1 אינן יכולות להסתכם בסכום שלו, %2</translation>
    </message>
    <message>
        <source>%1 puzzles are 9×9, not %2×%3</source>
        <translation>חידות %1 הן 9×9, לא %2×%3</translation>
    </message>
    <message>
        <source>Classic Sudoku</source>
        <translation>סודוקו קלאסי</translation>
    </message>
    <message>
        <source>X-Sudoku</source>
        <translation>סודוקו X</translation>
    </message>
    <message>
        <source>Windoku</source>
        <translation>וינדוקו</translation>
    </message>
    <message>
        <source>Jigsaw Sudoku</source>
        <translation>סודוקו פאזל</translation>
    </message>
    <message>
        <source>Killer Sudoku</source>
        <translation>סודוקו קילר</translation>
    </message>
    <message>
        <source>region %1</source>
        <comment>a jigsaw&apos;s irregular box</comment>
        <translation>אזור %1</translation>
    </message>
    <message>
        <source>the diagonal</source>
        <comment>r1c1 to r9c9</comment>
        <translation>האלכסון</translation>
    </message>
    <message>
        <source>the anti-diagonal</source>
        <comment>r1c9 to r9c1</comment>
        <translation>האלכסון הנגדי</translation>
    </message>
    <message>
        <source>window %1</source>
        <comment>one of a windoku&apos;s four extra 3×3 units</comment>
        <translation>חלון %1</translation>
    </message>
    <message>
        <source>cage combination</source>
        <translation>צירוף כלוב</translation>
    </message>
    <message>
        <source>a cage combination</source>
        <translation>צירוף כלוב</translation>
    </message>
    <message>
        <source>45 rule (innies and outies)</source>
        <translation>כלל ה־45 (משבצות פנימיות וחיצוניות)</translation>
    </message>
    <message>
        <source>the 45 rule (innies and outies)</source>
        <translation>כלל ה־45 (משבצות פנימיות וחיצוניות)</translation>
    </message>
    <message>
        <source>cage-unit interaction</source>
        <translation>יחסי גומלין בין כלוב ליחידה</translation>
    </message>
    <message>
        <source>a cage-unit interaction</source>
        <translation>יחסי גומלין בין כלוב ליחידה</translation>
    </message>
    <message>
        <source>the open cells of the cage, %1, add up to %2: of the sets of %3 different digits that do, only %4 fits their candidates</source>
        <translation>סכום המשבצות הפתוחות של הכלוב, %1, הוא %2: מבין קבוצות של %3 ספרות שונות שזה סכומן, רק %4 מתאימה למועמדים שלהן</translation>
    </message>
    <message>
        <source>the open cells of the cage, %1, add up to %2: of the sets of %3 different digits that do, only %4 fit their candidates</source>
        <translation>סכום המשבצות הפתוחות של הכלוב, %1, הוא %2: מבין קבוצות של %3 ספרות שונות שזה סכומן, רק %4 מתאימות למועמדים שלהן</translation>
    </message>
    <message>
        <source>the digits of %1 add up to %2 and the cages wholly inside to %3, so the cells those cages leave add up to %4, and their open ones, %5, to %6</source>
        <translation>סכום הספרות של %1 הוא %2 וסכום הכלובים שכולם בתוכם %3, ולכן סכום המשבצות שהכלובים האלה משאירים הוא %4, וסכום הפתוחות שבהן, %5, הוא %6</translation>
    </message>
    <message>
        <source>the cages reaching out of %1 add up to %2, and their cells inside to %3 (%4 less %5 for the cages wholly inside), so their cells outside add up to %6, and their open ones, %7, to %8</source>
        <translation>סכום הכלובים שיוצאים מ־%1 הוא %2, וסכום המשבצות שלהם בפנים %3 (%4 פחות %5 של הכלובים שכולם בפנים), ולכן סכום המשבצות שלהם בחוץ הוא %6, וסכום הפתוחות שבהן, %7, הוא %8</translation>
    </message>
    <message>
        <source>every set of different digits that fits the candidates of the cage&apos;s open cells, %1, and adds up to %2 holds %3, and %3 fits only %4 there</source>
        <translation>כל קבוצת ספרות שונות שמתאימה למועמדים של המשבצות הפתוחות של הכלוב, %1, וסכומה %2 מכילה את %3, ו־%3 מתאים שם רק ל־%4</translation>
    </message>
    <message>
        <source>Killer cages</source>
        <translation>כלובי קילר</translation>
    </message>
    <message>
        <source>singles only (on a killer, cage combinations too)</source>
        <translation>יחידים בלבד (בסודוקו קילר, גם צירופי כלוב)</translation>
    </message>
    <message>
        <source>locked candidates, pairs and triples (on a killer, the 45 rule too)</source>
        <translation>מועמדים נעולים, זוגות ושלישיות (בסודוקו קילר, גם כלל ה־45)</translation>
    </message>
    <message>
        <source>the open cells of the cage, %1, add up to %2, and %4 is the only set of %3 different digits that does</source>
        <translation>סכום המשבצות הפתוחות של הכלוב, %1, הוא %2, ו־%4 היא הקבוצה היחידה של %3 ספרות שונות שזה סכומה</translation>
    </message>
    <message>
        <source>the open cells of the cage, %1, add up to %2, and only %4 make that with %3 different digits</source>
        <translation>סכום המשבצות הפתוחות של הכלוב, %1, הוא %2, ורק %4 נותנות סכום זה ב־%3 ספרות שונות</translation>
    </message>
    <message>
        <source>a variant&apos;s name (classic, x, windoku, jigsaw, killer or samurai)</source>
        <translation>שם של גרסה (classic, x, windoku, jigsaw, killer או samurai)</translation>
    </message>
    <message>
        <source>a samurai has 21 rows, this one ends after %1</source>
        <translation>לסמוראי יש 21 שורות, וזה מסתיים אחרי %1</translation>
    </message>
    <message>
        <source>a space (r%1c%2 is outside the five grids)</source>
        <translation>רווח (r%1c%2 נמצא מחוץ לחמשת הלוחות)</translation>
    </message>
    <message>
        <source>the end of the row (21 squares)</source>
        <translation>סוף השורה (21 משבצות)</translation>
    </message>
    <message>
        <source>Samurai Sudoku</source>
        <translation>סודוקו סמוראי</translation>
    </message>
    <message>
        <source>the top-left grid</source>
        <comment>of a samurai&apos;s five</comment>
        <translation>הלוח השמאלי העליון</translation>
    </message>
    <message>
        <source>the top-right grid</source>
        <comment>of a samurai&apos;s five</comment>
        <translation>הלוח הימני העליון</translation>
    </message>
    <message>
        <source>the middle grid</source>
        <comment>of a samurai&apos;s five</comment>
        <translation>הלוח האמצעי</translation>
    </message>
    <message>
        <source>the bottom-left grid</source>
        <comment>of a samurai&apos;s five</comment>
        <translation>הלוח השמאלי התחתון</translation>
    </message>
    <message>
        <source>the bottom-right grid</source>
        <comment>of a samurai&apos;s five</comment>
        <translation>הלוח הימני התחתון</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a samurai&apos;s unit: row 3 of the top-left grid</comment>
        <translation>%1 של %2</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <source>&quot;%1&quot; is missing or not a string</source>
        <translation>&quot;%1&quot; חסר או שאינו מחרוזת</translation>
    </message>
    <message>
        <source>not a Sudoku Studio game file: line %1, column %2: %3</source>
        <translation>אינו קובץ משחק של Sudoku Studio: שורה %1, עמודה %2: %3</translation>
    </message>
    <message>
        <source>not a Sudoku Studio game file (no &quot;format&quot;: &quot;%1&quot;)</source>
        <translation>אינו קובץ משחק של Sudoku Studio (חסר &quot;format&quot;: &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>the file is version %1, made by a newer Sudoku Studio; this one reads version %2</source>
        <translation>הקובץ בגרסה %1 ונוצר בגרסה חדשה יותר של Sudoku Studio; גרסה זו קוראת קבצים בגרסה %2</translation>
    </message>
    <message>
        <source>&quot;digits&quot;: %1 changes the given %2</source>
        <translation>&quot;digits&quot;: %1 משנה את הנתון %2</translation>
    </message>
    <message>
        <source>&quot;givens&quot;: %1</source>
        <translation>&quot;givens&quot;: %1</translation>
    </message>
    <message>
        <source>&quot;pencilMarks&quot; is not an object</source>
        <translation>&quot;pencilMarks&quot; אינו אובייקט</translation>
    </message>
    <message>
        <source>&quot;pencilMarks&quot;, %1: expected a string of digits</source>
        <translation>&quot;pencilMarks&quot;, %1: צפויה מחרוזת של ספרות</translation>
    </message>
    <message>
        <source>&quot;elapsedMs&quot; must be a number of milliseconds, 0 or more</source>
        <translation>&quot;elapsedMs&quot; חייב להיות מספר אלפיות שנייה, 0 או יותר</translation>
    </message>
    <message>
        <source>&quot;elapsedMs&quot; is too large for a time played</source>
        <translation>&quot;elapsedMs&quot; גדול מדי עבור זמן משחק</translation>
    </message>
    <message>
        <source>&quot;completed&quot; is true but the digits do not solve the puzzle</source>
        <translation>&quot;completed&quot; הוא true, אבל הספרות אינן פותרות את החידה</translation>
    </message>
    <message>
        <source>&quot;hintsUsed&quot; must be a whole number, 0 or more</source>
        <translation>&quot;hintsUsed&quot; חייב להיות מספר שלם, 0 או יותר</translation>
    </message>
    <message>
        <source>a digit 1-%1 or &apos;.&apos;</source>
        <translation>ספרה 1-%1 או &apos;.&apos;</translation>
    </message>
    <message>
        <source>a digit 1-9, a letter A-%1 or &apos;.&apos;</source>
        <translation>ספרה 1-9, אות A-%1 או &apos;.&apos;</translation>
    </message>
    <message>
        <source>digits 1-%1</source>
        <translation>ספרות 1-%1</translation>
    </message>
    <message>
        <source>digits 1-9 or letters A-%1</source>
        <translation>ספרות 1-9 או אותיות A-%1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has %2 cells, expected %3</source>
        <translation>&quot;%1&quot; מכיל %2 משבצות, במקום %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot;, %2: expected %3, found &apos;%4&apos;</source>
        <translation>&quot;%1&quot;, %2: צפוי %3, נמצא &apos;%4&apos;</translation>
    </message>
    <message>
        <source>&quot;size&quot; must be a board&apos;s size: 4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24 or 25</source>
        <translation>&quot;size&quot; חייב להיות גודל של לוח: 4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24 או 25</translation>
    </message>
    <message>
        <source>&quot;box&quot; must be the box of a %1×%1 board, rows x columns such as %2</source>
        <translation>&quot;box&quot; חייב להיות ריבוע של לוח %1×%1, שורות x עמודות, למשל %2</translation>
    </message>
    <message>
        <source>&quot;pencilMarks&quot;: &quot;%1&quot; is not a cell name like r1c1 of a %2×%2 board</source>
        <translation>&quot;pencilMarks&quot;: &quot;%1&quot; אינו שם משבצת כמו r1c1 בלוח %2×%2</translation>
    </message>
    <message>
        <source>&quot;pencilMarks&quot;, %1: expected %2, found &apos;%3&apos;</source>
        <translation>&quot;pencilMarks&quot;, %1: צפויות %2, נמצא &apos;%3&apos;</translation>
    </message>
    <message>
        <source>the file is larger than a game file can be (%1 MB at most)</source>
        <translation>הקובץ גדול יותר משקובץ משחק יכול להיות (%1 MB לכל היותר)</translation>
    </message>
    <message>
        <source>&quot;version&quot; is missing</source>
        <translation>&quot;version&quot; חסר</translation>
    </message>
    <message>
        <source>&quot;version&quot; must be a whole number, 1 or more</source>
        <translation>&quot;version&quot; חייב להיות מספר שלם, 1 או יותר</translation>
    </message>
    <message>
        <source>&quot;pencilMarks&quot;, %1: more than %2 digits</source>
        <translation>&quot;pencilMarks&quot;, %1: יותר מ-%2 ספרות</translation>
    </message>
    <message>
        <source>&quot;source&quot; is longer than %1 characters</source>
        <translation>&quot;source&quot; ארוך מ-%1 תווים</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: &quot;%2&quot; is not a cell name like r1c1 of a %3×%3 board</source>
        <translation>&quot;%1&quot;: &quot;%2&quot; אינו שם של משבצת כמו r1c1 בלוח %3×%3</translation>
    </message>
    <message>
        <source>&quot;%1&quot;, %2: expected a colour number 1-%3</source>
        <translation>&quot;%1&quot;, %2: צפוי מספר צבע 1-%3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an object</source>
        <translation>&quot;%1&quot; אינו אובייקט</translation>
    </message>
    <message>
        <source>&quot;candidateColours&quot;, %1: expected an object of digits and colours</source>
        <translation>&quot;candidateColours&quot;, %1: צפוי אובייקט של ספרות וצבעים</translation>
    </message>
    <message>
        <source>&quot;candidateColours&quot;, %1: expected %2, found &quot;%3&quot;</source>
        <translation>&quot;candidateColours&quot;, %1: צפוי %2, נמצא &quot;%3&quot;</translation>
    </message>
    <message>
        <source>&quot;candidateColours&quot;, %1: %2 is not pencilled in there</source>
        <translation>&quot;candidateColours&quot;, %1: %2 אינו רשום שם בעיפרון</translation>
    </message>
    <message>
        <source>&quot;variant&quot; must be one of %1</source>
        <translation>&quot;variant&quot; חייב להיות אחד מאלה: %1</translation>
    </message>
    <message>
        <source>&quot;layout&quot; is not a string</source>
        <translation>&quot;layout&quot; אינו מחרוזת</translation>
    </message>
    <message>
        <source>&quot;layout&quot;, character %1: %2</source>
        <translation>&quot;layout&quot;, תו %1: %2</translation>
    </message>
    <message>
        <source>&quot;layout&quot;: %1</source>
        <translation>&quot;layout&quot;: %1</translation>
    </message>
    <message>
        <source>&quot;layout&quot; belongs to jigsaw and killer games alone, not to %1</source>
        <translation>&quot;layout&quot; שייך רק למשחקי פאזל וקילר, לא ל־%1</translation>
    </message>
    <message>
        <source>&quot;variant&quot;: %1</source>
        <translation>&quot;variant&quot;: %1</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <source>How to Play</source>
        <translation>איך משחקים</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>הכללים</translation>
    </message>
    <message>
        <source>Fill every empty cell with a digit so that each row, each column and each box (the cells inside the thick lines) holds every digit exactly once. The digits in bold are the givens: they cannot be changed. A well-made puzzle has exactly one solution, and it can be reached by reasoning alone, without guessing.</source>
        <translation>מלאו כל משבצת ריקה בספרה כך שכל שורה, כל עמודה וכל ריבוע (המשבצות שבתוך הקווים העבים) יכילו כל ספרה פעם אחת בדיוק. הספרות המודגשות הן הנתונים: אי אפשר לשנות אותן. לחידה עשויה היטב יש פתרון אחד בדיוק, ואפשר להגיע אליו בהיגיון בלבד, בלי לנחש.</translation>
    </message>
    <message>
        <source>A 9×9 board takes the digits 1 to 9. A board of another size takes as many digits as it has columns: a 16×16 board writes 10 to 16 as A to G (or as numbers: View › Digits Above 9), and a 6×6 board has boxes of two rows and three columns.</source>
        <translation>לוח 9×9 מקבל את הספרות 1 עד 9. לוח בגודל אחר מקבל ספרות כמספר העמודות שלו: לוח 16×16 כותב את 10 עד 16 כ-A עד G (או כמספרים: תצוגה › ספרות מעל 9), ולריבועים של לוח 6×6 יש שתי שורות ושלוש עמודות.</translation>
    </message>
    <message>
        <source>Digits and pencil marks</source>
        <translation>ספרות וסימוני עיפרון</translation>
    </message>
    <message>
        <source>Select a cell with the mouse or the arrow keys and type a digit, or click it on the pad beside the board (its small number says how many are left to place). Delete, Backspace or 0 clears the cell. A digit repeated in a row, column or box is drawn in red with a mark in its corner; View › Show Mistakes also marks the digits that differ from the solution.</source>
        <translation>בחרו משבצת בעכבר או במקשי החיצים והקלידו ספרה, או לחצו עליה בלוח הספרות שליד הלוח (המספר הקטן שלה אומר כמה נותרו להנחה). Delete, Backspace או 0 מנקים את המשבצת. ספרה שחוזרת בשורה, בעמודה או בריבוע מצוירת באדום עם סימן בפינתה; תצוגה › הצגת טעויות מסמנת גם ספרות השונות מהפתרון.</translation>
    </message>
    <message>
        <source>Pencil marks note the digits a cell can still take. Space or N turns pencil mode on and off: in it, digits add and remove marks; Shift or Ctrl with a digit does so in either mode. Edit › Fill Pencil Marks writes every cell&apos;s candidates at once, and placing a digit removes it from the marks of its row, column and box.</source>
        <translation>סימוני עיפרון רושמים את הספרות שמשבצת עוד יכולה לקבל. Space או N מפעילים ומכבים את מצב העיפרון: בו, ספרות מוסיפות ומסירות סימונים; Shift או Ctrl עם ספרה עושים זאת בכל מצב. עריכה › מילוי סימוני עיפרון כותב בבת אחת את המועמדים של כל משבצת, והנחת ספרה מסירה אותה מסימוני השורה, העמודה והריבוע שלה.</translation>
    </message>
    <message>
        <source>Every change can be undone (Ctrl+Z) and redone (Ctrl+Shift+Z). The game is saved as you play and resumed at the next start; P pauses the clock and hides the board.</source>
        <translation>כל שינוי אפשר לבטל (Ctrl+Z) ולבצע מחדש (Ctrl+Shift+Z). המשחק נשמר תוך כדי משחק ונמשך בהפעלה הבאה; P משהה את השעון ומסתיר את הלוח.</translation>
    </message>
    <message>
        <source>Tools for harder puzzles</source>
        <translation>כלים לחידות קשות יותר</translation>
    </message>
    <message>
        <source>View › Filter (Alt+1 to Alt+9) picks out the cells where a digit can still go and dims the rest; Alt+0 picks out the cells with two candidates. Edit › Colours gives six colour pens (Ctrl+Alt+1 to Ctrl+Alt+6, or the pens under the pad): with one, a click paints a candidate or a cell, to follow a chain or a colouring by hand. Each colour has a shape of its own, so the colours differ even to eyes that do not tell the hues apart.</source>
        <translation>תצוגה › סינון (Alt+1 עד Alt+9) מבליט את המשבצות שספרה עוד יכולה ללכת אליהן ומעמעם את השאר; Alt+0 מבליט את המשבצות עם שני מועמדים. עריכה › צבעים נותן שישה עטי צבע (Ctrl+Alt+1 עד Ctrl+Alt+6, או העטים שמתחת ללוח הספרות): עם אחד מהם, לחיצה צובעת מועמד או משבצת, כדי לעקוב ביד אחר שרשרת או צביעה. לכל צבע צורה משלו, כך שהצבעים נבדלים גם לעין שאינה מבחינה בין הגוונים.</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>רמזים</translation>
    </message>
    <message>
        <source>Press H, or Hint, when you are stuck. The first press says where to look and which technique to look for; the second explains the step and shows it on the board — the cells it uses, the candidates it removes and, for a chain, the links from candidate to candidate, numbered as in the text; the third makes the step. S makes the next step at once. A hint first checks your board: when a digit is wrong, or a pencil mark has lost the right digit, it says so instead.</source>
        <translation>לחצו H, או רמז, כשנתקעתם. הלחיצה הראשונה אומרת איפה להסתכל ואיזו טכניקה לחפש; השנייה מסבירה את הצעד ומראה אותו על הלוח — המשבצות שהוא משתמש בהן, המועמדים שהוא מסיר, ובשרשרת את הקישורים ממועמד למועמד, ממוספרים כמו בטקסט; השלישית מבצעת את הצעד. S מבצע מיד את הצעד הבא. רמז בודק קודם את הלוח שלכם: כשספרה שגויה, או שסימון עיפרון איבד את הספרה הנכונה, הוא אומר זאת במקום.</translation>
    </message>
    <message>
        <source>Hints use the techniques strong players use, from singles to forcing chains, under the names Sudoku Explainer and HoDoKu give them, and they never guess: every puzzle with one solution is solved by logic alone.</source>
        <translation>הרמזים משתמשים בטכניקות של שחקנים חזקים, מיחידים ועד שרשראות כפייה, בשמות ש-Sudoku Explainer ו-HoDoKu נותנים להן, ולעולם אינם מנחשים: כל חידה עם פתרון אחד נפתרת בהיגיון בלבד.</translation>
    </message>
    <message>
        <source>Watching the solver</source>
        <translation>צפייה בפותר</translation>
    </message>
    <message>
        <source>F5 (Solve › Watch Solve) shows a solving algorithm at work on the puzzle, step by step, in the solver panel: backtracking tries digits and takes them back, constraint propagation fills in what it can, and the human-style solver uses the techniques of the hints. Choose the algorithm and the pace in the panel; F6 takes one step, Shift+F5 stops. Solve › Compare Algorithms (F7) runs them all on the puzzle and compares their work.</source>
        <translation>F5 (פתרון › צפייה בפתרון) מראה אלגוריתם פתרון בעבודה על החידה, צעד אחר צעד, בחלונית הפותר: חיפוש לאחור מנסה ספרות ומחזיר אותן, הפצת אילוצים ממלאת מה שהיא יכולה, והפותר בסגנון אנושי משתמש בטכניקות של הרמזים. בחרו את האלגוריתם ואת הקצב בחלונית; F6 מבצע צעד אחד, Shift+F5 עוצר. פתרון › השוואת אלגוריתמים (F7) מריץ את כולם על החידה ומשווה את עבודתם.</translation>
    </message>
    <message>
        <source>New puzzles and sizes</source>
        <translation>חידות חדשות וגדלים</translation>
    </message>
    <message>
        <source>Game › New Game (Ctrl+N) makes a puzzle of the level and size you choose, from 4×4 for beginners and children to 25×25; each level names the techniques it needs. Game › Open reads puzzles from files in the common formats, Edit › Paste from the clipboard, and Game › Enter a Puzzle (Ctrl+E) lets you type one in from a newspaper: it is checked for exactly one solution before play starts.</source>
        <translation>משחק › משחק חדש (Ctrl+N) יוצר חידה ברמה ובגודל שתבחרו, מ-4×4 למתחילים ולילדים ועד 25×25; כל רמה מציינת את הטכניקות שהיא דורשת. משחק › פתיחה קורא חידות מקבצים בתבניות הנפוצות, עריכה › הדבקת חידה מהלוח, ומשחק › הזנת חידה (Ctrl+E) מאפשר להקליד חידה מעיתון: לפני תחילת המשחק נבדק שיש לה פתרון אחד בדיוק.</translation>
    </message>
    <message>
        <source>Every key is listed under Help › Keyboard Shortcuts.</source>
        <translation>כל המקשים מפורטים בעזרה › קיצורי מקלדת.</translation>
    </message>
    <message>
        <source>Help › Techniques explains each technique, how to spot it, and shows it on a board where it is the next step; the link under a hint opens the page of the technique it names. Game › Practice serves positions where the technique you choose is the next step: mark what it does, and Check says whether you are right and keeps your record.</source>
        <translation>עזרה › טכניקות מסבירה כל טכניקה ואיך מזהים אותה, ומציגה אותה על לוח שבו היא הצעד הבא; הקישור שמתחת לרמז פותח את הדף של הטכניקה שהוא מזכיר. משחק › תרגול מגיש מצבים שבהם הטכניקה שבחרתם היא הצעד הבא: סמנו מה היא עושה, ובדיקה תאמר אם צדקתם ותשמור את הרשומה שלכם.</translation>
    </message>
</context>
<context>
    <name>InputFile</name>
    <message>
        <source>It is a folder, not a file.</source>
        <translation>זו תיקייה, לא קובץ.</translation>
    </message>
    <message>
        <source>It is a pipe (a FIFO), not a file: Sudoku Studio reads puzzles only from files.</source>
        <translation>זהו צינור (FIFO), לא קובץ: Sudoku Studio קורא חידות רק מקבצים.</translation>
    </message>
    <message>
        <source>It is a socket, not a file: Sudoku Studio reads puzzles only from files.</source>
        <translation>זהו שקע (socket), לא קובץ: Sudoku Studio קורא חידות רק מקבצים.</translation>
    </message>
    <message>
        <source>It is a device, not a file: Sudoku Studio reads puzzles only from files.</source>
        <translation>זהו התקן, לא קובץ: Sudoku Studio קורא חידות רק מקבצים.</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source> and %1 more</source>
        <translation> ועוד %1</translation>
    </message>
    <message>
        <source>Open Puzzle</source>
        <translation>פתיחת חידה</translation>
    </message>
    <message>
        <source>Sudoku Studio cannot open the game “%1”.</source>
        <translation>Sudoku Studio לא יכול לפתוח את המשחק &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Sudoku Studio cannot read a puzzle from “%1”.</source>
        <translation>Sudoku Studio לא יכול לקרוא חידה מתוך &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>The game in play is unchanged.</source>
        <translation>המשחק הנוכחי לא השתנה.</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>שמירת משחק</translation>
    </message>
    <message>
        <source>Sudoku Studio cannot save to “%1”: %2</source>
        <translation>Sudoku Studio לא יכול לשמור אל &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>Autosave Failed</source>
        <translation>השמירה האוטומטית נכשלה</translation>
    </message>
    <message>
        <source>Sudoku Studio cannot save your game to “%1”: %2</source>
        <translation>Sudoku Studio לא יכול לשמור את המשחק שלך אל &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>Your moves since the last save are not safe if the program stops. It tries again with every change; Save As in the Game menu keeps a copy elsewhere.</source>
        <translation>המהלכים שלך מאז השמירה האחרונה אינם מוגנים אם התוכנה תיעצר. היא מנסה שוב בכל שינוי; &quot;שמירה בשם&quot; בתפריט &quot;משחק&quot; שומרת עותק במקום אחר.</translation>
    </message>
    <message>
        <source>Quit Without Saving?</source>
        <translation>לצאת בלי לשמור?</translation>
    </message>
    <message>
        <source>The game could not be saved to “%1”: %2</source>
        <translation>לא ניתן היה לשמור את המשחק אל &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>If you quit now, the next start cannot resume this game.</source>
        <translation>אם תצאו עכשיו, בהפעלה הבאה לא ניתן יהיה להמשיך את המשחק הזה.</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>שמירה &amp;בשם…</translation>
    </message>
    <message>
        <source>&amp;Quit Anyway</source>
        <translation>&amp;יציאה בכל זאת</translation>
    </message>
    <message>
        <source>Game Not Resumed</source>
        <translation>המשחק לא שוחזר</translation>
    </message>
    <message>
        <source>The game saved when Sudoku Studio last closed could not be read: %1</source>
        <translation>לא ניתן היה לקרוא את המשחק שנשמר כאשר Sudoku Studio נסגר בפעם האחרונה: %1</translation>
    </message>
    <message>
        <source>The damaged file is kept as “%1”. A new game has started.</source>
        <translation>הקובץ הפגום נשמר בשם &quot;%1&quot;. התחיל משחק חדש.</translation>
    </message>
    <message>
        <source>The damaged file stays at “%1”: it could not be moved aside (%2). A new game has started.</source>
        <translation>הקובץ הפגום נשאר ב-&quot;%1&quot;: לא ניתן היה להעביר אותו הצידה (%2). התחיל משחק חדש.</translation>
    </message>
    <message>
        <source>Replace the Game?</source>
        <translation>להחליף את המשחק?</translation>
    </message>
    <message>
        <source>The game in progress and your entries in it will be replaced.</source>
        <translation>המשחק הנוכחי וכל מה שהזנתם בו יוחלפו.</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>ה&amp;חלפה</translation>
    </message>
    <message>
        <source>Enter a Puzzle</source>
        <translation>הזנת חידה</translation>
    </message>
    <message>
        <source>This puzzle has no solution.</source>
        <translation>לחידה הזו אין פתרון.</translation>
    </message>
    <message>
        <source>These cells repeat a digit in a row, column or box: %1.</source>
        <translation>במשבצות האלה ספרה חוזרת פעמיים בשורה, בעמודה או בריבוע: %1.</translation>
    </message>
    <message>
        <source>Every attempt to complete it runs into a contradiction.</source>
        <translation>כל ניסיון להשלים אותה נתקל בסתירה.</translation>
    </message>
    <message>
        <source>No digit can be completed here: %1.</source>
        <translation>אף ספרה לא יכולה להיכנס כאן: %1.</translation>
    </message>
    <message>
        <source>This puzzle has more than one solution.</source>
        <translation>לחידה הזו יש יותר מפתרון אחד.</translation>
    </message>
    <message>
        <source>Two of its solutions differ in these cells: %1.
Play it anyway?</source>
        <translation>שניים מהפתרונות שלה שונים במשבצות האלה: %1.
לשחק בה בכל זאת?</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>נפתר</translation>
    </message>
    <message>
        <source>You solved it in %1.</source>
        <translation>פתרתם את החידה תוך %1.</translation>
    </message>
    <message>
        <source>Start a new puzzle from the Game menu.</source>
        <translation>התחילו חידה חדשה מהתפריט &quot;משחק&quot;.</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Best Times</source>
        <translation>זמני שיא</translation>
    </message>
    <message>
        <source>&lt;table&gt;%1&lt;/table&gt;</source>
        <translation>&lt;table&gt;%1&lt;/table&gt;</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;איפוס</translation>
    </message>
    <message>
        <source>About Sudoku Studio</source>
        <translation>אודות Sudoku Studio</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Sudoku Studio %1&lt;/h3&gt;&lt;p&gt;Play Sudoku with pencil marks, undo and autosave; ask for a hint that explains the next logical step; watch six classic algorithms solve a puzzle, step by step, and compare them.&lt;/p&gt;&lt;p&gt;&lt;tt&gt;sudoku-cli&lt;/tt&gt; solves, counts, rates, generates and benchmarks puzzles from the command line.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Sudoku Studio %1&lt;/h3&gt;&lt;p&gt;שחקו סודוקו עם סימוני עיפרון, ביטול פעולות ושמירה אוטומטית; בקשו רמז שמסביר את הצעד הלוגי הבא; צפו בשישה אלגוריתמים קלאסיים פותרים חידה, צעד אחר צעד, והשוו ביניהם.&lt;/p&gt;&lt;p&gt;&lt;tt&gt;sudoku-cli&lt;/tt&gt; פותר, סופר, מדרג, מייצר ומודד ביצועים של חידות משורת הפקודה.&lt;/p&gt;&lt;p&gt;נבנה עם Qt %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>שפה</translation>
    </message>
    <message>
        <source>The new language shows when Sudoku Studio starts again.</source>
        <translation>השפה החדשה תוצג בהפעלה הבאה של Sudoku Studio.</translation>
    </message>
    <message>
        <source>&lt;p&gt;Sudoku Studio is free software: you may share and change it under the GNU General Public License, version 3 or any later version (GPL-3.0-or-later). It comes with no warranty. It uses Qt under Qt&apos;s own licence: see Help › About Qt.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Sudoku Studio היא תוכנה חופשית: מותר לשתף ולשנות אותה לפי תנאי הרישיון הציבורי הכללי של GNU, גרסה 3 או כל גרסה מאוחרת יותר (GPL-3.0-or-later). היא באה ללא כל אחריות. היא משתמשת ב-Qt לפי הרישיון של Qt עצמו: ראו עזרה › אודות Qt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Save it first to come back to it later.</source>
        <translation>שמרו אותו קודם כדי לחזור אליו מאוחר יותר.</translation>
    </message>
    <message>
        <source>&amp;Save First</source>
        <translation>&amp;שמירה קודם</translation>
    </message>
    <message>
        <source>%1, unrated</source>
        <translation>%1, ללא דירוג</translation>
    </message>
    <message>
        <source>Puzzles solved without hints count, by the level and size or rules of the puzzle; a killer&apos;s, by its rules alone.</source>
        <translation>נספרות חידות שנפתרו בלי רמזים, לפי הרמה והגודל או הכללים של החידה; קילר — לפי כלליו בלבד.</translation>
    </message>
</context>
<context>
    <name>Print</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>עמוד %1 מתוך %2</translation>
    </message>
    <message>
        <source>Solution: %1</source>
        <translation>פתרון: %1</translation>
    </message>
</context>
<context>
    <name>PuzzleListModel</name>
    <message>
        <source>unreadable: %1</source>
        <translation>לא קריא: %1</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>שורה</translation>
    </message>
    <message>
        <source>Clues</source>
        <translation>נתונים</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>חידה</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>אישור</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>שמירה</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>שמירת הכול</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>פתיחה</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;כן</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>כן ל&amp;הכול</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;לא</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>ל&amp;א להכול</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>הפסקה</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>ניסיון חוזר</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>התעלמות</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>סגירה</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ביטול</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>השלכה</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>עזרה</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>החלה</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>איפוס</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>שחזור ברירות המחדל</translation>
    </message>
</context>
<context>
    <name>TechniquePages</name>
    <message>
        <source>When a row, a column or a box has one empty cell left, that cell takes the one digit the unit is still missing.</source>
        <translation>כשבשורה, בעמודה או בריבוע נותרה משבצת ריקה אחת, היא מקבלת את הספרה היחידה שעוד חסרה ביחידה.</translation>
    </message>
    <message>
        <source>Look for units with eight digits. It is the first thing to fill in, and the easiest.</source>
        <translation>חפשו יחידות שיש בהן שמונה ספרות. זה הדבר הראשון שממלאים, והקל ביותר.</translation>
    </message>
    <message>
        <source>A digit that can go in only one cell of a row, column or box goes there, whatever else that cell could hold.</source>
        <translation>ספרה שיכולה להיכנס רק למשבצת אחת בשורה, בעמודה או בריבוע נכנסת לשם, גם אם המשבצת יכולה להכיל ספרות אחרות.</translation>
    </message>
    <message>
        <source>Take a digit and a box (or a line) that lacks it. Every cell where a peer already holds the digit is ruled out; when only one cell is left, that is the digit&apos;s place. Boxes give most of them.</source>
        <translation>קחו ספרה וריבוע (או שורה או עמודה) שהיא חסרה בו. כל משבצת שאחת המשבצות השכנות לה כבר מכילה את הספרה נפסלת; כשנותרת משבצת אחת בלבד, זה המקום של הספרה. רוב היחידים האלה נמצאים בריבועים.</translation>
    </message>
    <message>
        <source>A cell whose row, column and box together hold every digit but one can only take that one.</source>
        <translation>משבצת שהשורה, העמודה והריבוע שלה מכילים יחד את כל הספרות מלבד אחת יכולה לקבל רק את הספרה הזו.</translation>
    </message>
    <message>
        <source>Look at cells with many filled peers, or at the pencil marks: a cell with one candidate left is a naked single.</source>
        <translation>הסתכלו על משבצות שיש להן הרבה משבצות שכנות מלאות, או על סימוני העיפרון: משבצת שנותר בה מועמד אחד היא יחיד גלוי.</translation>
    </message>
    <message>
        <source>The places of a digit in a box all lie in one row or column, so the digit is in that line inside the box. Another box crossing the line then has one place left for the digit, which it takes.</source>
        <translation>כל המקומות של ספרה בריבוע נמצאים בשורה אחת או בעמודה אחת, ולכן בתוך הריבוע הספרה נמצאת בקו הזה. לריבוע אחר שהקו חוצה נותר אז מקום אחד בלבד לספרה, והיא נכנסת אליו.</translation>
    </message>
    <message>
        <source>When a hidden single is almost there in a box, look at the boxes beside it: a digit confined to one line of a neighbouring box rules out that line too.</source>
        <translation>כשיחיד נסתר כמעט מתקבל בריבוע, הסתכלו על הריבועים שלצידו: ספרה המוגבלת לקו אחד בריבוע שכן פוסלת גם את הקו הזה.</translation>
    </message>
    <message>
        <source>The places of a digit in a row or column all lie in one box, so the box holds it in that line. Another line crossing the box then has one place left for the digit, which it takes.</source>
        <translation>כל המקומות של ספרה בשורה או בעמודה נמצאים בריבוע אחד, ולכן הריבוע מכיל אותה בקו הזה. לקו אחר שחוצה את הריבוע נותר אז מקום אחד בלבד לספרה, והיא נכנסת אליו.</translation>
    </message>
    <message>
        <source>Look at a line where a digit has two or three places, all inside one box: the rest of that box loses the digit, which can leave a single in another line of the box.</source>
        <translation>הסתכלו על קו שבו לספרה יש שניים או שלושה מקומות, כולם בתוך ריבוע אחד: הספרה נמחקת משאר הריבוע, וכך עשוי להיווצר יחיד בקו אחר של הריבוע.</translation>
    </message>
    <message>
        <source>Two digits that fit only in the same two cells of a unit fill those cells between them, so no other digit goes there. That can leave a third digit with one place left in the unit, which it takes.</source>
        <translation>שתי ספרות שמתאימות רק לאותן שתי משבצות ביחידה ממלאות את שתיהן, ולכן שום ספרה אחרת לא נכנסת אליהן. כך עשוי להישאר לספרה שלישית מקום אחד בלבד ביחידה, והיא נכנסת אליו.</translation>
    </message>
    <message>
        <source>In a unit with a digit that has two places, one of them shared with a pair of digits confined to two cells: those two cells are taken, and the digit goes to its other place.</source>
        <translation>ביחידה שבה לספרה יש שני מקומות, ואחד מהם משותף לזוג ספרות המוגבלות לשתי משבצות: שתי המשבצות האלה תפוסות, והספרה נכנסת למקומה האחר.</translation>
    </message>
    <message>
        <source>Three digits that fit only in the same three cells of a unit fill them, so no other digit goes there; another digit is left with one place in the unit and takes it.</source>
        <translation>שלוש ספרות שמתאימות רק לאותן שלוש משבצות ביחידה ממלאות אותן, ולכן שום ספרה אחרת לא נכנסת אליהן; לספרה אחרת נותר מקום אחד ביחידה, והיא נכנסת אליו.</translation>
    </message>
    <message>
        <source>As the direct hidden pair, with three digits confined to three cells.</source>
        <translation>כמו בזוג נסתר ישיר, עם שלוש ספרות המוגבלות לשלוש משבצות.</translation>
    </message>
    <message>
        <source>The candidates of a digit in a box all lie in one row or one column. The digit is in that line inside the box, so it cannot be anywhere else in the line.</source>
        <translation>המועמדים של ספרה בריבוע נמצאים כולם בשורה אחת או בעמודה אחת. בתוך הריבוע הספרה נמצאת בקו הזה, ולכן היא לא יכולה להיות בשום מקום אחר בקו.</translation>
    </message>
    <message>
        <source>For each box and digit, see whether its pencil marks line up. Two or three marks in a row of a box, and none elsewhere in the box, point along the row and strike the digit from it outside the box.</source>
        <translation>לכל ריבוע ולכל ספרה, בדקו אם סימוני העיפרון שלה מסתדרים בקו אחד. שניים או שלושה סימונים בשורה אחת של ריבוע, ואף סימון במקום אחר בריבוע, מצביעים לאורך השורה ומוחקים ממנה את הספרה מחוץ לריבוע.</translation>
    </message>
    <message>
        <source>The candidates of a digit in a row or column all lie in one box. The line&apos;s copy of the digit is in that box, so the box cannot hold the digit anywhere off the line.</source>
        <translation>המועמדים של ספרה בשורה או בעמודה נמצאים כולם בריבוע אחד. הספרה של הקו הזה נמצאת בריבוע הזה, ולכן הריבוע לא יכול להכיל את הספרה בשום מקום מחוץ לקו.</translation>
    </message>
    <message>
        <source>For each line and digit, see whether its marks fall in one box; the other cells of that box lose the digit.</source>
        <translation>לכל קו ולכל ספרה, בדקו אם הסימונים שלה נופלים בריבוע אחד; הספרה נמחקת משאר המשבצות של הריבוע.</translation>
    </message>
    <message>
        <source>Two cells of a unit that hold only the same two candidates take those two digits between them, so no other cell of the unit can hold either.</source>
        <translation>שתי משבצות ביחידה שמכילות רק את אותם שני מועמדים מקבלות ביניהן את שתי הספרות האלה, ולכן אף משבצת אחרת ביחידה לא יכולה להכיל אף אחת מהן.</translation>
    </message>
    <message>
        <source>Look for two cells with the same two pencil marks in a row, column or box. Cross those two digits out of every other cell there (and of the box too, when both cells share one).</source>
        <translation>חפשו שתי משבצות עם אותם שני סימוני עיפרון בשורה, בעמודה או בריבוע. מחקו את שתי הספרות האלה מכל שאר המשבצות שם (וגם מהריבוע, כששתי המשבצות נמצאות באותו ריבוע).</translation>
    </message>
    <message>
        <source>Three cells of a unit whose candidates together are only three digits take those digits, so the rest of the unit loses them. A cell need not hold all three: {1,2}, {2,3} and {1,3} are a triple.</source>
        <translation>שלוש משבצות ביחידה שהמועמדים שלהן יחד הם שלוש ספרות בלבד מקבלות את הספרות האלה, ולכן הן נמחקות משאר היחידה. משבצת לא חייבת להכיל את שלושתן: {1,2}, {2,3} ו-{1,3} הן שלישייה.</translation>
    </message>
    <message>
        <source>Look for three cells with two or three marks each, all drawn from the same three digits.</source>
        <translation>חפשו שלוש משבצות עם שניים או שלושה סימונים בכל אחת, כולם מתוך אותן שלוש ספרות.</translation>
    </message>
    <message>
        <source>Four cells of a unit whose candidates together are four digits take those digits; the other cells of the unit lose them.</source>
        <translation>ארבע משבצות ביחידה שהמועמדים שלהן יחד הם ארבע ספרות מקבלות את הספרות האלה; הן נמחקות משאר המשבצות ביחידה.</translation>
    </message>
    <message>
        <source>Four cells with marks from the same four digits. It is rarer and harder to see: count the digits the cells use together.</source>
        <translation>ארבע משבצות שהסימונים שלהן מתוך אותן ארבע ספרות. זה נדיר יותר וקשה יותר לזהות: ספרו בכמה ספרות המשבצות משתמשות יחד.</translation>
    </message>
    <message>
        <source>Two digits that fit only in the same two cells of a unit must fill them, so those cells lose every other candidate.</source>
        <translation>שתי ספרות שמתאימות רק לאותן שתי משבצות ביחידה חייבות למלא אותן, ולכן כל שאר המועמדים נמחקים מהמשבצות האלה.</translation>
    </message>
    <message>
        <source>In a unit, look for two digits that each have exactly two places, the same two. The pair is hidden among the cells&apos; other marks, which go.</source>
        <translation>ביחידה, חפשו שתי ספרות שלכל אחת מהן יש בדיוק שני מקומות, אותם שניים. הזוג מוסתר בין שאר הסימונים של המשבצות, ואותם מוחקים.</translation>
    </message>
    <message>
        <source>Three digits that fit only in the same three cells of a unit fill those cells; their other candidates go.</source>
        <translation>שלוש ספרות שמתאימות רק לאותן שלוש משבצות ביחידה ממלאות את המשבצות האלה; שאר המועמדים שלהן נמחקים.</translation>
    </message>
    <message>
        <source>Count the places of each digit in a unit: three digits whose places fall in the same three cells.</source>
        <translation>ספרו את המקומות של כל ספרה ביחידה: שלוש ספרות שהמקומות שלהן נופלים באותן שלוש משבצות.</translation>
    </message>
    <message>
        <source>Four digits confined to the same four cells of a unit fill them; the cells&apos; other candidates go.</source>
        <translation>ארבע ספרות המוגבלות לאותן ארבע משבצות ביחידה ממלאות אותן; שאר המועמדים של המשבצות נמחקים.</translation>
    </message>
    <message>
        <source>Rare: when a unit has many empty cells, four digits with few places may share four of them.</source>
        <translation>נדיר: כשביחידה יש הרבה משבצות ריקות, ארבע ספרות עם מעט מקומות עשויות לחלוק ארבע מהן.</translation>
    </message>
    <message>
        <source>A digit has exactly two places in each of two rows, and they lie in the same two columns. Whichever way the two rows place it, the digit takes both columns, so it leaves every other cell of those columns. (The same holds with columns and rows swapped.)</source>
        <translation>לספרה יש בדיוק שני מקומות בכל אחת משתי שורות, והם נמצאים באותן שתי עמודות. בכל דרך ששתי השורות ימקמו אותה, הספרה תופסת את שתי העמודות, ולכן היא נמחקת מכל שאר המשבצות בעמודות האלה. (אותו דבר נכון כשמחליפים בין שורות לעמודות.)</translation>
    </message>
    <message>
        <source>Use the filter (Alt and the digit) to see one digit&apos;s places. Look for two rows whose places form the corners of a rectangle.</source>
        <translation>השתמשו בסינון (Alt והספרה) כדי לראות את המקומות של ספרה אחת. חפשו שתי שורות שהמקומות בהן יוצרים את הפינות של מלבן.</translation>
    </message>
    <message>
        <source>A digit&apos;s places in three rows lie in the same three columns (two or three in each row). The three rows put the digit in those three columns, so no other cell of the columns holds it.</source>
        <translation>המקומות של ספרה בשלוש שורות נמצאים באותן שלוש עמודות (שניים או שלושה בכל שורה). שלוש השורות מציבות את הספרה בשלוש העמודות האלה, ולכן אף משבצת אחרת בעמודות האלה לא מכילה אותה.</translation>
    </message>
    <message>
        <source>Filter by the digit and look for three rows with few places, all within three columns; the columns&apos; other places go.</source>
        <translation>סננו לפי הספרה וחפשו שלוש שורות עם מעט מקומות, כולם בתוך שלוש עמודות; שאר המקומות בעמודות נמחקים.</translation>
    </message>
    <message>
        <source>The fish of four lines: a digit&apos;s places in four rows lie in four columns; the columns&apos; other cells lose it.</source>
        <translation>הדג של ארבעה קווים: המקומות של ספרה בארבע שורות נמצאים בארבע עמודות; הספרה נמחקת משאר המשבצות בעמודות.</translation>
    </message>
    <message>
        <source>As the swordfish, with four lines. It is rare, and often a smaller fish is hidden in it.</source>
        <translation>כמו דג חרב, עם ארבעה קווים. היא נדירה, ולעיתים קרובות מסתתר בה דג קטן יותר.</translation>
    </message>
    <message>
        <source>An X-Wing but for one or two extra places of the digit, the fins, in one box. Either a fin holds the digit, or the X-Wing stands; a cell that sees the fins and lies in the X-Wing&apos;s cover column loses the digit either way. (Sashimi: a corner of the X-Wing is missing too.)</source>
        <translation>X-Wing, פרט למקום נוסף אחד או שניים של הספרה — הסנפירים — בריבוע אחד. או שסנפיר מכיל את הספרה, או שה-X-Wing תקף; משבצת שרואה את הסנפירים ונמצאת בעמודת הכיסוי של ה-X-Wing מאבדת את הספרה בכל מקרה. (סשימי: חסרה גם אחת הפינות של ה-X-Wing.)</translation>
    </message>
    <message>
        <source>Look for an almost X-Wing whose extra places sit in the box of one of its corners. Only the cells of the cover line inside that box can lose the digit.</source>
        <translation>חפשו כמעט-X-Wing שהמקומות הנוספים שלו נמצאים בריבוע של אחת מפינותיו. רק המשבצות של קו הכיסוי שבתוך הריבוע הזה יכולות לאבד את הספרה.</translation>
    </message>
    <message>
        <source>A swordfish with fins in one box: the cells of a cover line in the fins&apos; box lose the digit.</source>
        <translation>דג חרב עם סנפירים בריבוע אחד: המשבצות של קו כיסוי שנמצאות בריבוע של הסנפירים מאבדות את הספרה.</translation>
    </message>
    <message>
        <source>As the finned X-Wing, with three lines.</source>
        <translation>כמו X-Wing עם סנפיר, עם שלושה קווים.</translation>
    </message>
    <message>
        <source>A jellyfish with fins in one box: the cells of a cover line in the fins&apos; box lose the digit.</source>
        <translation>מדוזה עם סנפירים בריבוע אחד: המשבצות של קו כיסוי שנמצאות בריבוע של הסנפירים מאבדות את הספרה.</translation>
    </message>
    <message>
        <source>As the finned X-Wing, with four lines.</source>
        <translation>כמו X-Wing עם סנפיר, עם ארבעה קווים.</translation>
    </message>
    <message>
        <source>Two rows where a digit has two places each (two strong links), sharing one column at their bases. One of the two tops holds the digit, so a cell that sees both tops loses it.</source>
        <translation>שתי שורות שבכל אחת מהן יש לספרה שני מקומות (שני קשרים חזקים), והבסיסים שלהן באותה עמודה. אחת משתי הפסגות מכילה את הספרה, ולכן משבצת שרואה את שתי הפסגות מאבדת אותה.</translation>
    </message>
    <message>
        <source>Filter by a digit and look for two lines with two places each, one end of each in the same cross line: the other two ends are the tops.</source>
        <translation>סננו לפי ספרה וחפשו שני קווים עם שני מקומות בכל אחד, שקצה אחד של כל אחד מהם נמצא באותו קו חוצה: שני הקצוות האחרים הם הפסגות.</translation>
    </message>
    <message>
        <source>A strong link in a row and one in a column whose ends meet in one box. One of the two far ends holds the digit, so a cell seeing both loses it.</source>
        <translation>קשר חזק בשורה וקשר חזק בעמודה שקצותיהם נפגשים בריבוע אחד. אחד משני הקצוות הרחוקים מכיל את הספרה, ולכן משבצת שרואה את שניהם מאבדת אותה.</translation>
    </message>
    <message>
        <source>Look for a row and a column with two places each for a digit, one end of each in a shared box.</source>
        <translation>חפשו שורה ועמודה שבכל אחת מהן יש לספרה שני מקומות, וקצה אחד של כל אחת מהן נמצא בריבוע משותף.</translation>
    </message>
    <message>
        <source>Two strong links on one digit joined by a weak link, at least one of them in a box. One of the two outer ends holds the digit; a cell that sees both loses it.</source>
        <translation>שני קשרים חזקים על ספרה אחת המחוברים בקשר חלש, ולפחות אחד מהם בריבוע. אחד משני הקצוות החיצוניים מכיל את הספרה; משבצת שרואה את שניהם מאבדת אותה.</translation>
    </message>
    <message>
        <source>Find a digit with two places in a box and two in a line; when an end of one sees an end of the other, look at what sees both other ends.</source>
        <translation>מצאו ספרה עם שני מקומות בריבוע ושניים בקו; כשקצה של האחד רואה קצה של השני, בדקו מה רואה את שני הקצוות האחרים.</translation>
    </message>
    <message>
        <source>A box whose places for a digit all lie in one row and one column (an L or a cross), joined to a strong link in a line. The box holds the digit in its row or its column, which makes the far end of the strong link true or rules out one cell.</source>
        <translation>ריבוע שכל המקומות של ספרה בו נמצאים בשורה אחת ובעמודה אחת (בצורת L או צלב), המחובר לקשר חזק בקו. הריבוע מכיל את הספרה בשורה שלו או בעמודה שלו, וזה הופך את הקצה הרחוק של הקשר החזק לנכון או פוסל משבצת אחת.</translation>
    </message>
    <message>
        <source>Look for a box with three to five places for a digit, none outside one row and one column of it, and a line with two places for the digit that crosses one of them.</source>
        <translation>חפשו ריבוע עם שלושה עד חמישה מקומות לספרה, שאף אחד מהם אינו מחוץ לשורה אחת ולעמודה אחת שלו, וקו עם שני מקומות לספרה שחוצה אחת מהן.</translation>
    </message>
    <message>
        <source>A turbot fish where a link joins groups of places (a digit&apos;s places where a box and a line cross) rather than single cells.</source>
        <translation>דג טורבוט שבו קשר מחבר קבוצות של מקומות (המקומות של ספרה במפגש של ריבוע וקו) ולא משבצות בודדות.</translation>
    </message>
    <message>
        <source>As the turbot fish, reading two or three places inside a box and line as one end.</source>
        <translation>כמו דג טורבוט, כששניים או שלושה מקומות שבתוך ריבוע וקו נקראים כקצה אחד.</translation>
    </message>
    <message>
        <source>Three strong links on one digit in a row, joined by weak links. One of the chain&apos;s two ends holds the digit; a cell seeing both ends loses it. When the ends see each other, it is a loop.</source>
        <translation>שלושה קשרים חזקים רצופים על ספרה אחת, המחוברים בקשרים חלשים. אחד משני הקצוות של השרשרת מכיל את הספרה; משבצת שרואה את שני הקצוות מאבדת אותה. כשהקצוות רואים זה את זה, זו לולאה.</translation>
    </message>
    <message>
        <source>Follow a digit from a unit where it has two places to another, and another: what sees both ends of the chain loses it.</source>
        <translation>עקבו אחר ספרה מיחידה שבה יש לה שני מקומות ליחידה אחרת, ועוד אחת: מה שרואה את שני הקצוות של השרשרת מאבד אותה.</translation>
    </message>
    <message>
        <source>Four strong links on one digit, joined by weak links: one end holds the digit.</source>
        <translation>ארבעה קשרים חזקים על ספרה אחת, המחוברים בקשרים חלשים: אחד הקצוות מכיל את הספרה.</translation>
    </message>
    <message>
        <source>As the three-link chain, one link longer.</source>
        <translation>כמו שרשרת X בת 3 חוליות, ארוכה בחוליה אחת.</translation>
    </message>
    <message>
        <source>Colour a digit&apos;s conjugate pairs (units where it has two places) in two colours, alternating along the pairs. One colour is the truth. A cell that sees both colours loses the digit; two cells of one colour in a unit make that colour false.</source>
        <translation>צבעו את הזוגות הצמודים של ספרה (יחידות שבהן יש לה שני מקומות) בשני צבעים, לסירוגין לאורך הזוגות. אחד הצבעים הוא האמת. משבצת שרואה את שני הצבעים מאבדת את הספרה; שתי משבצות באותו צבע באותה יחידה הופכות את הצבע הזה לשגוי.</translation>
    </message>
    <message>
        <source>Use the colour pens: start at a pair, give its ends two colours, and go on from each end through its other pairs.</source>
        <translation>השתמשו בעטי הצבע: התחילו בזוג, תנו לשני קצותיו שני צבעים, והמשיכו מכל קצה דרך הזוגות האחרים שלו.</translation>
    </message>
    <message>
        <source>Two clusters of colours on one digit. When a colour of one cluster sees a colour of the other, at least one of the two opposite colours is true, so a cell seeing both of those loses the digit.</source>
        <translation>שני אשכולות של צבעים על ספרה אחת. כשצבע של אשכול אחד רואה צבע של האשכול השני, לפחות אחד משני הצבעים הנגדיים להם נכון, ולכן משבצת שרואה את שני הצבעים האלה מאבדת את הספרה.</translation>
    </message>
    <message>
        <source>After simple colouring finds nothing, colour a second cluster and see how the clusters touch.</source>
        <translation>אחרי שצביעה פשוטה לא מצאה דבר, צבעו אשכול שני ובדקו איך האשכולות נוגעים זה בזה.</translation>
    </message>
    <message>
        <source>A pivot cell holding only {x,y} sees two pincers, {x,z} and {y,z}. Whatever the pivot holds, one pincer holds z, so a cell seeing both pincers loses z.</source>
        <translation>משבצת ציר שמכילה רק {x,y} רואה שתי צבתות, {x,z} ו-{y,z}. מה שלא יהיה בציר, אחת הצבתות מכילה את z, ולכן משבצת שרואה את שתי הצבתות מאבדת את z.</translation>
    </message>
    <message>
        <source>Look at cells with two candidates: for each, find two bivalue peers that share one digit with it and one digit, z, with each other.</source>
        <translation>הסתכלו על משבצות עם שני מועמדים: לכל אחת, מצאו שתי משבצות שכנות עם שני מועמדים, שחולקות איתה ספרה אחת וזו עם זו ספרה אחת, z.</translation>
    </message>
    <message>
        <source>A pivot holding {x,y,z} sees pincers {x,z} and {y,z}. One of the three holds z, so a cell seeing all three loses z.</source>
        <translation>ציר שמכיל {x,y,z} רואה את הצבתות {x,z} ו-{y,z}. אחת משלושתן מכילה את z, ולכן משבצת שרואה את שלושתן מאבדת את z.</translation>
    </message>
    <message>
        <source>As the XY-Wing, with a pivot of three candidates: only the cells that see the pivot too can lose z.</source>
        <translation>כמו XY-Wing, עם ציר בעל שלושה מועמדים: רק משבצות שרואות גם את הציר יכולות לאבד את z.</translation>
    </message>
    <message>
        <source>Two cells holding only {x,y}, far apart, and a strong link on x whose ends each see one of them. One of the two cells holds y, so a cell seeing both loses y.</source>
        <translation>שתי משבצות שמכילות רק {x,y}, רחוקות זו מזו, וקשר חזק על x שכל אחד מקצותיו רואה אחת מהן. אחת משתי המשבצות מכילה את y, ולכן משבצת שרואה את שתיהן מאבדת את y.</translation>
    </message>
    <message>
        <source>Look for two identical bivalue cells that do not see each other, then for a unit where x has two places that join them.</source>
        <translation>חפשו שתי משבצות זהות עם שני מועמדים שאינן רואות זו את זו, ואז יחידה שבה ל-x יש שני מקומות שמחברים ביניהן.</translation>
    </message>
    <message>
        <source>Four cells holding four digits between them, where every digit but z is restricted (its cells all see each other). z is in one of the cells that hold it, so what sees all of them loses z.</source>
        <translation>ארבע משבצות שמכילות יחד ארבע ספרות, שבהן כל ספרה מלבד z מוגבלת (כל המשבצות שלה רואות זו את זו). z נמצאת באחת המשבצות שמכילות אותה, ולכן מה שרואה את כולן מאבד את z.</translation>
    </message>
    <message>
        <source>A bent naked quad: four cells within two units holding four digits together.</source>
        <translation>רביעייה גלויה &quot;מכופפת&quot;: ארבע משבצות בתוך שתי יחידות שמכילות יחד ארבע ספרות.</translation>
    </message>
    <message>
        <source>The wing of five cells holding five digits: as the WXYZ-Wing, one size up.</source>
        <translation>הכנף של חמש משבצות שמכילות חמש ספרות: כמו WXYZ-Wing, בגודל אחד יותר.</translation>
    </message>
    <message>
        <source>Five cells within two units whose marks use five digits.</source>
        <translation>חמש משבצות בתוך שתי יחידות שהסימונים שלהן משתמשים בחמש ספרות.</translation>
    </message>
    <message>
        <source>The wing of six cells holding six digits.</source>
        <translation>הכנף של שש משבצות שמכילות שש ספרות.</translation>
    </message>
    <message>
        <source>Six cells within two units whose marks use six digits.</source>
        <translation>שש משבצות בתוך שתי יחידות שהסימונים שלהן משתמשים בשש ספרות.</translation>
    </message>
    <message>
        <source>The wing of seven cells holding seven digits.</source>
        <translation>הכנף של שבע משבצות שמכילות שבע ספרות.</translation>
    </message>
    <message>
        <source>Seven cells within two units whose marks use seven digits.</source>
        <translation>שבע משבצות בתוך שתי יחידות שהסימונים שלהן משתמשים בשבע ספרות.</translation>
    </message>
    <message>
        <source>Four cells in two rows, two columns and two boxes could swap x and y if all four held only {x,y}, giving a second solution. The puzzle has one, so the one corner holding more cannot be x or y.</source>
        <translation>ארבע משבצות בשתי שורות, שתי עמודות ושני ריבועים היו יכולות להחליף ביניהן את x ו-y אילו כל הארבע הכילו רק {x,y}, וכך לתת פתרון שני. לחידה יש פתרון אחד, ולכן הפינה היחידה שמכילה יותר לא יכולה להיות x או y.</translation>
    </message>
    <message>
        <source>Look for three bivalue cells with the same pair at three corners of a rectangle spanning two boxes; the fourth corner loses the pair.</source>
        <translation>חפשו שלוש משבצות עם שני מועמדים ואותו זוג בשלוש פינות של מלבן הפרוש על פני שני ריבועים; הזוג נמחק מהפינה הרביעית.</translation>
    </message>
    <message>
        <source>A unique rectangle whose two extra corners hold the same one extra digit z. One of them must hold z, so a cell seeing both loses z.</source>
        <translation>מלבן ייחודיות ששתי הפינות העודפות שלו מכילות אותה ספרה עודפת אחת, z. אחת מהן חייבת להכיל את z, ולכן משבצת שרואה את שתיהן מאבדת את z.</translation>
    </message>
    <message>
        <source>Two corners {x,y}, two corners {x,y,z} in a line: strike z from what sees both.</source>
        <translation>שתי פינות {x,y} ושתי פינות {x,y,z} בקו אחד: מחקו את z ממה שרואה את שתיהן.</translation>
    </message>
    <message>
        <source>The extra corners of a unique rectangle, with their extra digits, act as one cell: with other cells of their unit they make a naked set, whose digits leave the rest of the unit.</source>
        <translation>הפינות העודפות של מלבן ייחודיות, עם הספרות העודפות שלהן, פועלות כמשבצת אחת: יחד עם משבצות אחרות ביחידה שלהן הן יוצרות קבוצה גלויה, והספרות שלה נמחקות משאר היחידה.</translation>
    </message>
    <message>
        <source>Treat the extra digits of the two corners as a pseudo-cell and look for a naked pair or triple with it.</source>
        <translation>התייחסו לספרות העודפות של שתי הפינות כאל משבצת מדומה, וחפשו איתה זוג גלוי או שלישייה גלויה.</translation>
    </message>
    <message>
        <source>In the two extra corners of a unique rectangle, x has no other place in their shared unit, so one of them holds x; neither may then hold y.</source>
        <translation>בשתי הפינות העודפות של מלבן ייחודיות, ל-x אין מקום אחר ביחידה המשותפת להן, ולכן אחת מהן מכילה את x; אז אף אחת מהן לא יכולה להכיל את y.</translation>
    </message>
    <message>
        <source>A rectangle with two extra corners in a line where x has only those two places: they lose y.</source>
        <translation>מלבן עם שתי פינות עודפות בקו שבו ל-x יש רק את שני המקומות האלה: הן מאבדות את y.</translation>
    </message>
    <message>
        <source>A unique rectangle with the same extra digit in two diagonal corners or in three: a cell seeing all of those corners loses it.</source>
        <translation>מלבן ייחודיות עם אותה ספרה עודפת בשתי פינות אלכסוניות או בשלוש: משבצת שרואה את כל הפינות האלה מאבדת אותה.</translation>
    </message>
    <message>
        <source>As the type 2, with the extra corners diagonal or three of them.</source>
        <translation>כמו מלבן ייחודיות מסוג 2, כשהפינות העודפות אלכסוניות או שיש שלוש כאלה.</translation>
    </message>
    <message>
        <source>A loop of six or more cells holding {x,y}, two in every unit it passes, could swap x and y. Its one cell holding more loses x and y.</source>
        <translation>לולאה של שש משבצות או יותר שמכילות {x,y}, שתיים בכל יחידה שהיא עוברת בה, הייתה יכולה להחליף בין x ל-y. המשבצת היחידה בה שמכילה יותר מאבדת את x ואת y.</translation>
    </message>
    <message>
        <source>Follow cells with the same pair through rows, columns and boxes until you come back.</source>
        <translation>עקבו אחר משבצות עם אותו זוג דרך שורות, עמודות וריבועים עד שתחזרו לנקודת ההתחלה.</translation>
    </message>
    <message>
        <source>A unique loop whose extra cells hold one extra digit: a cell seeing them all loses it.</source>
        <translation>לולאת ייחודיות שהמשבצות העודפות שלה מכילות ספרה עודפת אחת: משבצת שרואה את כולן מאבדת אותה.</translation>
    </message>
    <message>
        <source>As the unique rectangle type 2, on a longer loop.</source>
        <translation>כמו מלבן ייחודיות מסוג 2, על לולאה ארוכה יותר.</translation>
    </message>
    <message>
        <source>A unique loop whose extra cells form a naked set with others of their unit.</source>
        <translation>לולאת ייחודיות שהמשבצות העודפות שלה יוצרות קבוצה גלויה עם משבצות אחרות ביחידה שלהן.</translation>
    </message>
    <message>
        <source>As the unique rectangle type 3, on a longer loop.</source>
        <translation>כמו מלבן ייחודיות מסוג 3, על לולאה ארוכה יותר.</translation>
    </message>
    <message>
        <source>A unique loop whose two extra cells in a unit must hold x there: they lose y.</source>
        <translation>לולאת ייחודיות ששתי המשבצות העודפות שלה ביחידה מסוימת חייבות להכיל שם את x: הן מאבדות את y.</translation>
    </message>
    <message>
        <source>As the unique rectangle type 4, on a longer loop.</source>
        <translation>כמו מלבן ייחודיות מסוג 4, על לולאה ארוכה יותר.</translation>
    </message>
    <message>
        <source>Four corners holding x and y, one of them only these two. When x has no other place in the row and the column of the opposite corner, that corner cannot be y.</source>
        <translation>ארבע פינות שמכילות את x ואת y, ואחת מהן רק את שתי הספרות האלה. כשל-x אין מקום אחר בשורה ובעמודה של הפינה הנגדית, הפינה ההיא לא יכולה להיות y.</translation>
    </message>
    <message>
        <source>From a bivalue corner, look at the opposite corner&apos;s row and column: strong links on x along both.</source>
        <translation>מפינה עם שני מועמדים, הסתכלו על השורה והעמודה של הפינה הנגדית: קשרים חזקים על x לאורך שתיהן.</translation>
    </message>
    <message>
        <source>Three corners of a rectangle are solved as x, y and y, none of them a given. If the fourth were x, the four could swap and the puzzle would have two solutions: the fourth loses x.</source>
        <translation>שלוש פינות של מלבן נפתרו כ-x, y ו-y, ואף אחת מהן אינה נתון. אילו הרביעית הייתה x, היה אפשר להחליף בין הארבע ולחידה היו שני פתרונות: הרביעית מאבדת את x.</translation>
    </message>
    <message>
        <source>Only with digits you placed yourself: look for rectangles of placed digits with one empty corner.</source>
        <translation>רק עם ספרות שהצבתם בעצמכם: חפשו מלבנים של ספרות שהוצבו עם פינה ריקה אחת.</translation>
    </message>
    <message>
        <source>Two corners of a line solved as x and y, none a given; the other two hold y or x and one more digit z. One of them must be z: a cell seeing both loses z.</source>
        <translation>שתי פינות בקו נפתרו כ-x ו-y, ואף אחת מהן אינה נתון; שתי האחרות מכילות y או x ועוד ספרה אחת, z. אחת מהן חייבת להיות z: משבצת שרואה את שתיהן מאבדת את z.</translation>
    </message>
    <message>
        <source>As the avoidable rectangle type 1, with two empty corners sharing an extra digit.</source>
        <translation>כמו מלבן נמנע מסוג 1, עם שתי פינות ריקות שחולקות ספרה עודפת.</translation>
    </message>
    <message>
        <source>If every empty cell held two candidates and every digit two places in each unit, the board would have two solutions or none (a bivalue universal grave). When one cell holds three, it must hold the digit that breaks the grave.</source>
        <translation>אילו בכל משבצת ריקה היו שני מועמדים ולכל ספרה שני מקומות בכל יחידה, ללוח היו שני פתרונות או אף לא אחד (BUG, &quot;קבר אוניברסלי דו-ערכי&quot;). כשבמשבצת אחת יש שלושה, היא חייבת להכיל את הספרה ששוברת את ה-BUG.</translation>
    </message>
    <message>
        <source>Late in a puzzle, when all cells but one hold two candidates: that one takes the candidate that appears three times in its units.</source>
        <translation>לקראת סוף החידה, כשבכל המשבצות מלבד אחת יש שני מועמדים: המשבצת ההיא מקבלת את המועמד שמופיע שלוש פעמים ביחידות שלה.</translation>
    </message>
    <message>
        <source>A grave broken by the same extra digit in several cells: one of them holds it, so what sees them all loses it.</source>
        <translation>BUG שנשבר על ידי אותה ספרה עודפת בכמה משבצות: אחת מהן מכילה אותה, ולכן מה שרואה את כולן מאבד אותה.</translation>
    </message>
    <message>
        <source>Almost every cell bivalue, the extra cells sharing one digit.</source>
        <translation>כמעט בכל משבצת יש שני מועמדים, והמשבצות העודפות חולקות ספרה אחת.</translation>
    </message>
    <message>
        <source>A grave whose extra digits form a naked set with other cells of their unit.</source>
        <translation>BUG שהספרות העודפות שלו יוצרות קבוצה גלויה עם משבצות אחרות ביחידה שלהן.</translation>
    </message>
    <message>
        <source>Almost every cell bivalue; the extras together with some cells make a pair or triple.</source>
        <translation>כמעט בכל משבצת יש שני מועמדים; הספרות העודפות יחד עם כמה משבצות יוצרות זוג או שלישייה.</translation>
    </message>
    <message>
        <source>Two extra cells of one unit, whose extra digits break the grave, share one more digit that must then go elsewhere: they lose it.</source>
        <translation>שתי משבצות עודפות באותה יחידה, שהספרות העודפות שלהן שוברות את ה-BUG, חולקות עוד ספרה אחת, שחייבת אז להיות במקום אחר: הן מאבדות אותה.</translation>
    </message>
    <message>
        <source>Almost every cell bivalue; two three-candidate cells in one unit.</source>
        <translation>כמעט בכל משבצת יש שני מועמדים; שתי משבצות עם שלושה מועמדים באותה יחידה.</translation>
    </message>
    <message>
        <source>Two cells that see each other (or share cells they both see) cannot take a pair of digits that would leave a cell they both see without a candidate. A digit no allowed pair uses leaves its cell.</source>
        <translation>שתי משבצות שרואות זו את זו (או שיש משבצות ששתיהן רואות) לא יכולות לקבל זוג ספרות שישאיר בלי מועמד משבצת ששתיהן רואות. ספרה שאף זוג מותר אינו משתמש בה נמחקת מהמשבצת שלה.</translation>
    </message>
    <message>
        <source>Pick two cells with few candidates and list their pairs; strike the pairs that empty a common bivalue peer.</source>
        <translation>בחרו שתי משבצות עם מעט מועמדים ורשמו את הזוגות שלהן; מחקו את הזוגות שמרוקנים משבצת שכנה משותפת עם שני מועמדים.</translation>
    </message>
    <message>
        <source>The same with three cells: a digit no allowed combination uses leaves its cell.</source>
        <translation>אותו דבר עם שלוש משבצות: ספרה שאף צירוף מותר אינו משתמש בה נמחקת מהמשבצת שלה.</translation>
    </message>
    <message>
        <source>Slow by hand: list the combinations of three cells against their common peers.</source>
        <translation>איטי ביד: רשמו את הצירופים של שלוש המשבצות מול המשבצות השכנות המשותפות להן.</translation>
    </message>
    <message>
        <source>An alternating chain on one digit: strong links (a unit with two places) joined by weak links. One of its two ends holds the digit, so a cell seeing both ends loses it.</source>
        <translation>שרשרת מתחלפת על ספרה אחת: קשרים חזקים (יחידה עם שני מקומות) המחוברים בקשרים חלשים. אחד משני הקצוות שלה מכיל את הספרה, ולכן משבצת שרואה את שני הקצוות מאבדת אותה.</translation>
    </message>
    <message>
        <source>Filter by the digit and walk from a strong link to a cell that sees its end, then across another strong link, and so on.</source>
        <translation>סננו לפי הספרה ולכו מקשר חזק למשבצת שרואה את הקצה שלו, משם דרך קשר חזק נוסף, וכן הלאה.</translation>
    </message>
    <message>
        <source>A loop of strong and weak links on one digit. Every weak link of the loop is then strong too, so places that see both ends of one lose the digit; or the loop forces a digit in or out of a cell.</source>
        <translation>לולאה של קשרים חזקים וחלשים על ספרה אחת. כל קשר חלש בלולאה הוא אז גם חזק, ולכן מקומות שרואים את שני הקצוות של אחד מהם מאבדים את הספרה; או שהלולאה מכריחה ספרה להיכנס למשבצת או לצאת ממנה.</translation>
    </message>
    <message>
        <source>An X-chain whose end comes back to its start.</source>
        <translation>שרשרת X שהקצה שלה חוזר לנקודת ההתחלה שלה.</translation>
    </message>
    <message>
        <source>A chain through bivalue cells: each cell&apos;s other digit is the next cell&apos;s first. One end holds the digit the chain starts and ends with, so a cell seeing both ends loses it.</source>
        <translation>שרשרת דרך משבצות עם שני מועמדים: הספרה האחרת של כל משבצת היא הספרה הראשונה של המשבצת הבאה. אחד הקצוות מכיל את הספרה שבה השרשרת מתחילה ומסתיימת, ולכן משבצת שרואה את שני הקצוות מאבדת אותה.</translation>
    </message>
    <message>
        <source>Start at a bivalue cell holding {z,a} and go from cell to cell through the shared digit, until a cell holds z.</source>
        <translation>התחילו במשבצת עם שני מועמדים שמכילה {z,a} ועברו ממשבצת למשבצת דרך הספרה המשותפת, עד שתגיעו למשבצת שמכילה z.</translation>
    </message>
    <message>
        <source>An XY-chain of cells all holding the same two digits. Cells an odd number of links apart hold opposite digits, so a cell seeing two of them loses both digits.</source>
        <translation>שרשרת XY של משבצות שכולן מכילות אותן שתי ספרות. משבצות שמרוחקות זו מזו מספר אי-זוגי של קשרים מכילות ספרות הפוכות, ולכן משבצת שרואה שתיים כאלה מאבדת את שתי הספרות.</translation>
    </message>
    <message>
        <source>Several cells with the same pair, each seeing the next.</source>
        <translation>כמה משבצות עם אותו זוג, שכל אחת מהן רואה את הבאה.</translation>
    </message>
    <message>
        <source>An XY-chain that closes on itself: every link is then strong, and cells seeing both ends of a link lose its digit.</source>
        <translation>שרשרת XY שנסגרת על עצמה: כל קשר בה הוא אז חזק, ומשבצות שרואות את שני הקצוות של קשר מאבדות את הספרה שלו.</translation>
    </message>
    <message>
        <source>An XY-chain whose last cell sees its first through their shared digit.</source>
        <translation>שרשרת XY שהמשבצת האחרונה שלה רואה את הראשונה דרך הספרה המשותפת להן.</translation>
    </message>
    <message>
        <source>A chain of candidates where a strong link (of a unit or a bivalue cell) and a weak link alternate, so that if the first is false the last is true. A candidate that sees both ends is false.</source>
        <translation>שרשרת של מועמדים שבה קשר חזק (של יחידה או של משבצת עם שני מועמדים) וקשר חלש מתחלפים, כך שאם הראשון שגוי, האחרון נכון. מועמד שרואה את שני הקצוות שגוי.</translation>
    </message>
    <message>
        <source>Mix X-chains and XY-chains: follow strong links of both kinds. The board draws the chain with its links numbered as the text reads.</source>
        <translation>שלבו שרשראות X ושרשראות XY: עקבו אחר קשרים חזקים משני הסוגים. הלוח מצייר את השרשרת עם הקשרים שלה ממוספרים לפי סדר הטקסט.</translation>
    </message>
    <message>
        <source>An alternating chain that comes back to its start: each weak link of it becomes strong, and whatever sees both ends of one loses the digit.</source>
        <translation>שרשרת מתחלפת שחוזרת לנקודת ההתחלה שלה: כל קשר חלש בה הופך לחזק, ומה שרואה את שני הקצוות של קשר כזה מאבד את הספרה.</translation>
    </message>
    <message>
        <source>An AIC whose end links back to its beginning.</source>
        <translation>שרשרת היסקים מתחלפת (AIC) שהקצה שלה מתחבר בחזרה להתחלה שלה.</translation>
    </message>
    <message>
        <source>An AIC whose nodes may be groups: a digit&apos;s places where a box and a line cross, read as one node that is true when the digit is in one of them.</source>
        <translation>שרשרת היסקים מתחלפת (AIC) שהצמתים שלה יכולים להיות קבוצות: המקומות של ספרה במפגש של ריבוע וקו, הנקראים כצומת אחד שנכון כשהספרה נמצאת באחד מהם.</translation>
    </message>
    <message>
        <source>Where a chain stops at a box with two places for its digit in a line, take the two as one node.</source>
        <translation>במקום שבו שרשרת נעצרת בריבוע שבו לספרה שלה יש שני מקומות בקו, התייחסו לשניהם כצומת אחד.</translation>
    </message>
    <message>
        <source>A continuous nice loop with groups.</source>
        <translation>לולאה רציפה עם קבוצות.</translation>
    </message>
    <message>
        <source>As the grouped AIC, closing into a loop.</source>
        <translation>כמו שרשרת היסקים מתחלפת מקובצת, הנסגרת ללולאה.</translation>
    </message>
    <message>
        <source>An AIC that passes through almost locked sets: N cells of a unit holding N + 1 digits. Without one of its digits the set holds each of the others, a strong link that a chain can use.</source>
        <translation>שרשרת היסקים מתחלפת (AIC) שעוברת דרך קבוצות כמעט נעולות: N משבצות ביחידה שמכילות N + 1 ספרות. בלי אחת מהספרות שלה, הקבוצה מכילה כל אחת מהאחרות — קשר חזק ששרשרת יכולה להשתמש בו.</translation>
    </message>
    <message>
        <source>When a chain stops, look for a set of cells that, lacking the chain&apos;s digit, would be a naked set.</source>
        <translation>כששרשרת נעצרת, חפשו קבוצת משבצות שבלי הספרה של השרשרת הייתה קבוצה גלויה.</translation>
    </message>
    <message>
        <source>Two or three cells where a box and a line cross hold digits that split between a set in the line and a set in the box. Each digit stays where it must; the rest of the line and box lose the sets&apos; digits.</source>
        <translation>שתיים או שלוש משבצות במפגש של ריבוע וקו מכילות ספרות שמתחלקות בין קבוצה בקו לקבוצה בריבוע. כל ספרה נשארת היכן שהיא חייבת להיות; שאר הקו ושאר הריבוע מאבדים את הספרות של הקבוצות.</translation>
    </message>
    <message>
        <source>Look at a box-line intersection with two or three cells holding four or five digits, and bivalue cells in the line and the box that take part of them.</source>
        <translation>הסתכלו על מפגש של ריבוע וקו עם שתיים או שלוש משבצות שמכילות ארבע או חמש ספרות, ועל משבצות עם שני מועמדים בקו ובריבוע שלוקחות חלק מהן.</translation>
    </message>
    <message>
        <source>Two almost locked sets sharing a restricted common digit x (every x in one sees every x in the other). At most one holds x, so the other is locked: a digit z both hold leaves what sees all its places in them.</source>
        <translation>שתי קבוצות כמעט נעולות שחולקות ספרה משותפת מוגבלת x (כל x באחת רואה כל x בשנייה). לכל היותר אחת מהן מכילה את x, ולכן השנייה נעולה: ספרה z ששתיהן מכילות נמחקת מכל מה שרואה את כל המקומות שלה בהן.</translation>
    </message>
    <message>
        <source>Find two sets of N cells with N + 1 digits, linked by a digit whose places all see each other.</source>
        <translation>מצאו שתי קבוצות של N משבצות עם N + 1 ספרות, המקושרות בספרה שכל המקומות שלה רואים זה את זה.</translation>
    </message>
    <message>
        <source>A pivot set linked to two other sets by two different restricted commons: a digit those two sets share leaves what sees all of it in them.</source>
        <translation>קבוצת ציר המקושרת לשתי קבוצות אחרות בשתי ספרות משותפות מוגבלות שונות: ספרה ששתי הקבוצות האלה חולקות נמחקת מכל מה שרואה את כל המקומות שלה בהן.</translation>
    </message>
    <message>
        <source>As the XY-Wing, with almost locked sets for cells.</source>
        <translation>כמו XY-Wing, עם קבוצות כמעט נעולות במקום משבצות.</translation>
    </message>
    <message>
        <source>A chain of four or more almost locked sets, each linked to the next by a restricted common: a digit both end sets hold leaves what sees all of it in them.</source>
        <translation>שרשרת של ארבע קבוצות כמעט נעולות או יותר, שכל אחת מקושרת לבאה בספרה משותפת מוגבלת: ספרה ששתי הקבוצות שבקצוות מכילות נמחקת מכל מה שרואה את כל המקומות שלה בהן.</translation>
    </message>
    <message>
        <source>Long ALS-XZ links, one after the other.</source>
        <translation>קשרי ALS-XZ ארוכים, בזה אחר זה.</translation>
    </message>
    <message>
        <source>A stem cell whose every candidate is a restricted common with a petal set of its own. Whichever digit the stem holds, one petal is locked: a digit every petal holds leaves what sees all of it in them.</source>
        <translation>משבצת גבעול שכל מועמד שלה הוא ספרה משותפת מוגבלת עם עלה כותרת משלו (קבוצה כמעט נעולה). מה שלא תהיה הספרה בגבעול, אחד מעלי הכותרת נעול: ספרה שכל עלי הכותרת מכילים נמחקת מכל מה שרואה את כל המקומות שלה בהם.</translation>
    </message>
    <message>
        <source>A cell with two or three candidates, each linking it to a different almost locked set.</source>
        <translation>משבצת עם שניים או שלושה מועמדים, שכל אחד מהם מקשר אותה לקבוצה כמעט נעולה אחרת.</translation>
    </message>
    <message>
        <source>Suppose a digit in a cell and follow what it forces for that digit alone: when the digit is left without a place in a unit, the supposition is false.</source>
        <translation>הניחו ספרה במשבצת ועקבו אחר מה שהיא מכריחה עבור הספרה הזו בלבד: כשלספרה לא נשאר מקום ביחידה, ההנחה שגויה.</translation>
    </message>
    <message>
        <source>Hard by hand: try a candidate and follow only its own digit.</source>
        <translation>קשה ביד: נסו מועמד ועקבו רק אחר הספרה שלו עצמו.</translation>
    </message>
    <message>
        <source>Follow each candidate of a cell in turn: when every one of them leads to the same conclusion, the conclusion holds.</source>
        <translation>עקבו בתורו אחר כל מועמד של משבצת: כשכולם מובילים לאותה מסקנה, המסקנה נכונה.</translation>
    </message>
    <message>
        <source>Start from a cell with two or three candidates and follow each one&apos;s consequences.</source>
        <translation>התחילו ממשבצת עם שניים או שלושה מועמדים ועקבו אחר ההשלכות של כל אחד מהם.</translation>
    </message>
    <message>
        <source>Follow each place of a digit in a unit: when every one leads to the same conclusion, it holds.</source>
        <translation>עקבו אחר כל מקום של ספרה ביחידה: כשכולם מובילים לאותה מסקנה, היא נכונה.</translation>
    </message>
    <message>
        <source>Start from a digit with two or three places in a unit.</source>
        <translation>התחילו מספרה שיש לה שניים או שלושה מקומות ביחידה.</translation>
    </message>
    <message>
        <source>Suppose a candidate and follow everything it forces, the board changing as it goes: when it leads to a contradiction, the candidate is false.</source>
        <translation>הניחו מועמד ועקבו אחר כל מה שהוא מכריח, כשהלוח משתנה תוך כדי: כשזה מוביל לסתירה, המועמד שגוי.</translation>
    </message>
    <message>
        <source>The hint shows the chain&apos;s branches one at a time; step through them with the panel&apos;s arrows.</source>
        <translation>הרמז מציג את ענפי השרשרת אחד אחד; עברו ביניהם בעזרת החיצים שבחלונית.</translation>
    </message>
    <message>
        <source>Follow a candidate and its absence: when both lead to the same conclusion, it holds.</source>
        <translation>עקבו אחר מועמד ואחר היעדרו: כששניהם מובילים לאותה מסקנה, היא נכונה.</translation>
    </message>
    <message>
        <source>As the dynamic contradiction chain, following both cases.</source>
        <translation>כמו שרשרת סתירה דינמית, אבל עוקבים אחר שני המקרים.</translation>
    </message>
    <message>
        <source>A cell forcing chain whose branches change the board as they go (dynamic chains).</source>
        <translation>שרשרת כפייה ממשבצת שהענפים שלה משנים את הלוח תוך כדי (שרשראות דינמיות).</translation>
    </message>
    <message>
        <source>As the cell forcing chain, following each branch further.</source>
        <translation>כמו שרשרת כפייה ממשבצת, אבל עוקבים אחר כל ענף הלאה.</translation>
    </message>
    <message>
        <source>A unit forcing chain whose branches are dynamic chains.</source>
        <translation>שרשרת כפייה מיחידה שהענפים שלה הם שרשראות דינמיות.</translation>
    </message>
    <message>
        <source>As the unit forcing chain, following each branch further.</source>
        <translation>כמו שרשרת כפייה מיחידה, אבל עוקבים אחר כל ענף הלאה.</translation>
    </message>
    <message>
        <source>Dynamic forcing chains whose branches also apply the simple techniques (locked candidates, subsets, fish) on the board as they leave it.</source>
        <translation>שרשראות כפייה דינמיות שהענפים שלהן מפעילים גם את הטכניקות הפשוטות (מועמדים נעולים, תת-קבוצות, דגים) על הלוח במצב שבו הם משאירים אותו.</translation>
    </message>
    <message>
        <source>Beyond hand solving for most players: watch how the hint&apos;s branches use patterns inside them.</source>
        <translation>מעבר ליכולת הפתרון הידני של רוב השחקנים: צפו איך הענפים של הרמז משתמשים בתבניות בתוכם.</translation>
    </message>
    <message>
        <source>Forcing chains whose branches apply forcing chains of their own. They solve the hardest puzzles known without a guess.</source>
        <translation>שרשראות כפייה שהענפים שלהן מפעילים שרשראות כפייה משלהם. הן פותרות את החידות הקשות ביותר הידועות בלי ניחוש.</translation>
    </message>
    <message>
        <source>For the hardest puzzles only: read the branches one at a time, each inner chain as a step of its own.</source>
        <translation>לחידות הקשות ביותר בלבד: קראו את הענפים אחד אחד, וכל שרשרת פנימית כצעד בפני עצמו.</translation>
    </message>
    <message>
        <source>A killer cage holds different digits that add up to its sum. Only a few sets of digits do: two cells adding up to 3 hold 1 and 2, three adding up to 24 hold 7, 8 and 9. A digit that no set fitting the cells&apos; candidates uses can go from every cell of the cage.</source>
        <translation>בכלוב של סודוקו קילר יש ספרות שונות שסכומן הוא סכום הכלוב. רק קבוצות ספרות מעטות עונות על כך: שתי משבצות שסכומן 3 מכילות 1 ו־2, שלוש שסכומן 24 מכילות 7, 8 ו־9. ספרה שאף קבוצה המתאימה למועמדי המשבצות אינה משתמשת בה נמחקת מכל משבצות הכלוב.</translation>
    </message>
    <message>
        <source>Start with the cages of extreme sums (small or large for their size), then those whose cells have lost candidates: list the sets that add up to the sum and keep those the candidates allow.</source>
        <translation>התחילו בכלובים שסכומם קיצוני (קטן או גדול לגודלם), ואחריהם באלה שמשבצותיהם איבדו מועמדים: רשמו את הקבוצות שזה סכומן והשאירו את אלה שהמועמדים מאפשרים.</translation>
    </message>
    <message>
        <source>The 45 rule: the digits of a row, a column or a box add up to 45 (of two rows, 90). Take off the cages wholly inside it: the cells they leave (the innies) add up to the rest. Or add up the cages that reach out of it: their cells outside (the outies) add up to what their cells inside do not. One cell left names its digit; a few cells make a cage of their own.</source>
        <translation>כלל ה־45: סכום הספרות של שורה, עמודה או ריבוע הוא 45 (של שתי שורות, 90). הפחיתו את הכלובים שכולם בפנים: סכום המשבצות שנשארות (הפנימיות) הוא השארית. או חברו את הכלובים שיוצאים ממנה: סכום המשבצות שלהם בחוץ (החיצוניות) הוא מה שהמשבצות שלהם בפנים אינן משלימות. משבצת אחת שנשארה — ספרתה ידועה; כמה משבצות הן כלוב בפני עצמן.</translation>
    </message>
    <message>
        <source>Look for a row, column or box that the cages cover but for one or two cells, or that one or two cages just stick out of.</source>
        <translation>חפשו שורה, עמודה או ריבוע שהכלובים מכסים מלבד משבצת או שתיים, או שכלוב או שניים בולטים מהם מעט.</translation>
    </message>
    <message>
        <source>When every set that fits a cage holds the same digit, the cage holds it, in one of its cells that can take it. A cell that sees all of those cells cannot: in a cage inside one row, the digit leaves the rest of the row.</source>
        <translation>כשכל קבוצה שמתאימה לכלוב מכילה את אותה ספרה, הכלוב מכיל אותה, באחת המשבצות שלו שיכולות לקבל אותה. משבצת שרואה את כל המשבצות האלה אינה יכולה: בכלוב שנמצא כולו בשורה אחת, הספרה נמחקת משאר השורה.</translation>
    </message>
    <message>
        <source>Find a digit common to every set of a cage, see where in the cage it can go, and strike it from the cells that see all those places.</source>
        <translation>מצאו ספרה המשותפת לכל הקבוצות של כלוב, בדקו היכן בכלוב היא יכולה להיות, ומחקו אותה מהמשבצות שרואות את כל המקומות האלה.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Play and solve Sudoku.</source>
        <translation>שחקו ופתרו סודוקו.</translation>
    </message>
    <message>
        <source>A puzzle file to open.</source>
        <translation>קובץ חידה לפתיחה.</translation>
    </message>
    <message>
        <source>Show the window in this language (%1) instead of the system&apos;s.</source>
        <translation>הצגת החלון בשפה זו (%1) במקום בשפת המערכת.</translation>
    </message>
    <message>
        <source>sudoku: unknown language &quot;%1&quot;; available: %2.
</source>
        <translation>sudoku: שפה לא מוכרת &quot;%1&quot;; השפות הזמינות: %2.
</translation>
    </message>
</context>
<context>
    <name>sudoku::BoardWidget</name>
    <message>
        <source>Sudoku board</source>
        <translation>לוח סודוקו</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>מושהה</translation>
    </message>
    <message>
        <source>Press P or click to resume</source>
        <translation>לחצו P או הקליקו כדי להמשיך</translation>
    </message>
</context>
<context>
    <name>sudoku::CompareDialog</name>
    <message>
        <source>Compare Algorithms</source>
        <translation>השוואת אלגוריתמים</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>אלגוריתם</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>תוצאה</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>אירועים</translation>
    </message>
    <message>
        <source>Placements</source>
        <translation>הצבות</translation>
    </message>
    <message>
        <source>Guesses</source>
        <translation>ניחושים</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>נסיגות</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>זמן</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;עצירה</translation>
    </message>
    <message>
        <source>&amp;Run Again</source>
        <translation>הרצה &amp;חוזרת</translation>
    </message>
    <message>
        <source>running…</source>
        <translation>רץ…</translation>
    </message>
    <message>
        <source>Every algorithm solves %1 in turn; each gets at most %2 seconds.</source>
        <translation>כל אלגוריתם בתורו פותר את %1; כל אחד מקבל לכל היותר %2 שניות.</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>נפתר</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>אין פתרון</translation>
    </message>
    <message>
        <source>stopped after %1 events</source>
        <translation>נעצר אחרי %1 אירועים</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>בוטל</translation>
    </message>
    <message>
        <source>It needed more than the %1 seconds each algorithm gets.</source>
        <translation>הוא נזקק ליותר מ-%1 השניות שכל אלגוריתם מקבל.</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 מ״ש</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>נעצר</translation>
    </message>
    <message>
        <source>Stopped. Run Again compares every algorithm from the start.</source>
        <translation>נעצר. &quot;הרצה חוזרת&quot; משווה שוב את כל האלגוריתמים מההתחלה.</translation>
    </message>
    <message>
        <source>Every algorithm on %1. Events are every move an algorithm makes; placements, every digit it writes; guesses, the digits it may take back to try another.</source>
        <translation>כל האלגוריתמים על %1. אירועים הם כל מהלך שאלגוריתם עושה; הצבות — כל ספרה שהוא כותב; ניחושים — הספרות שאולי יבטל כדי לנסות ספרה אחרת.</translation>
    </message>
</context>
<context>
    <name>sudoku::Game</name>
    <message>
        <source>Clear %1</source>
        <translation>ניקוי %1</translation>
    </message>
    <message>
        <source>Give %1 in %2</source>
        <translation>נתון %1 ב-%2</translation>
    </message>
    <message>
        <source>Place %1 in %2</source>
        <translation>הצבת %1 ב-%2</translation>
    </message>
    <message>
        <source>Pencil %1 in %2</source>
        <translation>סימון עיפרון %1 ב-%2</translation>
    </message>
    <message>
        <source>Erase pencil %1 in %2</source>
        <translation>מחיקת סימון העיפרון %1 ב-%2</translation>
    </message>
    <message>
        <source>Erase pencil marks in %1</source>
        <translation>מחיקת סימוני העיפרון ב-%1</translation>
    </message>
    <message>
        <source>Fill pencil marks</source>
        <translation>מילוי סימוני עיפרון</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>התחלה מחדש</translation>
    </message>
    <message>
        <source>Your puzzle</source>
        <translation>החידה שלך</translation>
    </message>
    <message numerus="yes">
        <source>Correct %n mistake(s)</source>
        <translation>
            <numerusform>תיקון %n טעות</numerusform>
            <numerusform>תיקון %n טעויות</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear the colour of %1</source>
        <translation>ניקוי הצבע של %1</translation>
    </message>
    <message>
        <source>Colour %1 %2</source>
        <translation>צביעת %1 ב%2</translation>
    </message>
    <message>
        <source>Clear the colour of %1 in %2</source>
        <translation>ניקוי הצבע של %1 ב-%2</translation>
    </message>
    <message>
        <source>Colour %1 in %2 %3</source>
        <translation>צביעת %1 ב-%2 ב%3</translation>
    </message>
    <message>
        <source>Clear the colours of %1</source>
        <translation>ניקוי הצבעים של %1</translation>
    </message>
    <message>
        <source>Clear all colours</source>
        <translation>ניקוי כל הצבעים</translation>
    </message>
</context>
<context>
    <name>sudoku::HelpDialog</name>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;קיצורי מקלדת</translation>
    </message>
    <message>
        <source>&amp;Techniques</source>
        <translation>&amp;טכניקות</translation>
    </message>
</context>
<context>
    <name>sudoku::HintPanel</name>
    <message>
        <source>Hint</source>
        <translation>רמז</translation>
    </message>
    <message>
        <source>First where to look, then why, then apply it (H)</source>
        <translation>קודם היכן לחפש, אחר כך למה, ואז יישום (H)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>צעד</translation>
    </message>
    <message>
        <source>Apply the next logical step and explain it (S)</source>
        <translation>ביצוע הצעד הלוגי הבא והסבר שלו (S)</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>חושב</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ביטול</translation>
    </message>
    <message>
        <source>Stop looking for the hint (Esc)</source>
        <translation>הפסקת החיפוש אחר הרמז (Esc)</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>▶ הקודם</translation>
    </message>
    <message>
        <source>The previous branch of the forcing chain (Page Up)</source>
        <translation>הענף הקודם של שרשרת הכפייה (Page Up)</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>הבא ◀</translation>
    </message>
    <message>
        <source>The next branch of the forcing chain (Page Down)</source>
        <translation>הענף הבא של שרשרת הכפייה (Page Down)</translation>
    </message>
    <message>
        <source>Chains in &amp;Eureka notation</source>
        <translation>שרשראות בכתיב &amp;Eureka</translation>
    </message>
    <message>
        <source>Write chains as (4)r7c8=(4)r78c9-(4)r6c9…: &apos;=&apos; a strong link, &apos;-&apos; a weak one</source>
        <translation>לכתוב שרשראות כ-(4)r7c8=(4)r78c9-(4)r6c9…: ‏&apos;=&apos; קשר חזק, &apos;-&apos; קשר חלש</translation>
    </message>
    <message>
        <source>What is %1?</source>
        <translation>מה זה %1?</translation>
    </message>
    <message>
        <source>Open its page in Help › Techniques</source>
        <translation>פתיחת הדף שלה בעזרה › טכניקות</translation>
    </message>
</context>
<context>
    <name>sudoku::HintSession</name>
    <message>
        <source>Thinking…</source>
        <translation>חושב…</translation>
    </message>
    <message>
        <source>Step stopped. Nothing on the board has changed.</source>
        <translation>הצעד הופסק. שום דבר בלוח לא השתנה.</translation>
    </message>
    <message>
        <source>Hint stopped. Nothing on the board has changed.</source>
        <translation>הרמז הופסק. שום דבר בלוח לא השתנה.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>רמז: %1</translation>
    </message>
    <message>
        <source>Corrected. Carry on!</source>
        <translation>תוקן. המשיכו!</translation>
    </message>
    <message>
        <source>Corrected %1 mistakes. Carry on!</source>
        <translation>תוקנו %1 טעויות. המשיכו!</translation>
    </message>
    <message>
        <source>Show Me</source>
        <translation>הראו לי</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>יישום</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>תיקון</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>רמז</translation>
    </message>
    <message>
        <source>The %1 in %2 is wrong.</source>
        <translation>הספרה %1 ב-%2 שגויה.</translation>
    </message>
    <message>
        <source>These digits are wrong: %1.</source>
        <translation>הספרות האלה שגויות: %1.</translation>
    </message>
    <message>
        <source>Press Hint again to correct it.</source>
        <translation>לחצו שוב על &quot;רמז&quot; כדי לתקן.</translation>
    </message>
    <message>
        <source>Press Hint again to correct all %1.</source>
        <translation>לחצו שוב על &quot;רמז&quot; כדי לתקן את כל %1 הטעויות.</translation>
    </message>
    <message>
        <source>This puzzle has no solution: its givens contradict each other, so no hint can help.</source>
        <translation>לחידה הזו אין פתרון: הנתונים שלה סותרים זה את זה, ולכן שום רמז לא יעזור.</translation>
    </message>
    <message>
        <source>This puzzle has more than one solution, so no step can be certain. The marked cells differ between two of its solutions.</source>
        <translation>לחידה הזו יש יותר מפתרון אחד, ולכן אף צעד אינו ודאי. המשבצות המסומנות שונות בין שניים מהפתרונות שלה.</translation>
    </message>
    <message>
        <source>The board is full and correct: nothing left to find.</source>
        <translation>הלוח מלא ונכון: לא נשאר מה למצוא.</translation>
    </message>
    <message>
        <source>No technique Sudoku Studio knows applies here. Watch the human-logic solver to see where it has to guess.</source>
        <translation>אף טכניקה ש-Sudoku Studio מכיר אינה מתאימה כאן. צפו בפותר &quot;היגיון אנושי&quot; כדי לראות היכן עליו לנחש.</translation>
    </message>
    <message>
        <source>The search for a step was stopped. Nothing on the board has changed.</source>
        <translation>החיפוש אחר צעד הופסק. שום דבר בלוח לא השתנה.</translation>
    </message>
    <message>
        <source>Correcting it also puts back the pencil marks it struck out.</source>
        <translation>התיקון מחזיר גם את סימוני העיפרון שהיא מחקה.</translation>
    </message>
    <message>
        <source>Correcting them also puts back the pencil marks they struck out.</source>
        <translation>התיקון מחזיר גם את סימוני העיפרון שהן מחקו.</translation>
    </message>
    <message>
        <source>The pencil marks of %1 lack a candidate the solution needs.</source>
        <translation>בסימוני העיפרון של %1 חסר מועמד שהפתרון צריך.</translation>
    </message>
    <message>
        <source>The pencil marks of %1 each lack a candidate the solution needs.</source>
        <translation>בסימוני העיפרון של כל אחת מ-%1 חסר מועמד שהפתרון צריך.</translation>
    </message>
    <message>
        <source>None of the techniques hints may use applies here. Settings › Hints… allows more.</source>
        <translation>אף אחת מהטכניקות שהרמזים רשאים להשתמש בהן אינה חלה כאן. הגדרות › רמזים… מתירות יותר.</translation>
    </message>
</context>
<context>
    <name>sudoku::HintTechniquesDialog</name>
    <message>
        <source>Hints</source>
        <translation>רמזים</translation>
    </message>
    <message>
        <source>Hint and Step use only the techniques ticked here, and always the singles, so that a hint can place a digit. The rating of a puzzle uses every technique.</source>
        <translation>רמז וצעד משתמשים רק בטכניקות המסומנות כאן, ותמיד ביחידים, כדי שרמז יוכל להניח ספרה. דירוג החידה משתמש בכל הטכניקות.</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>טכניקה</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>דירוג</translation>
    </message>
    <message>
        <source>Difficulty on Sudoku Explainer&apos;s scale</source>
        <translation>קושי בסולם של Sudoku Explainer</translation>
    </message>
    <message>
        <source>%1 — always used</source>
        <translation>%1 — תמיד בשימוש</translation>
    </message>
    <message>
        <source>A hint must always be able to place a digit.</source>
        <translation>רמז חייב תמיד להיות מסוגל להניח ספרה.</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <comment>a range of ratings</comment>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>&amp;All</source>
        <translation>&amp;הכול</translation>
    </message>
    <message>
        <source>No &amp;Uniqueness</source>
        <translation>&amp;ללא ייחודיות</translation>
    </message>
    <message>
        <source>Every technique but those that assume the puzzle has one solution</source>
        <translation>כל הטכניקות מלבד אלה שמניחות שלחידה פתרון אחד</translation>
    </message>
</context>
<context>
    <name>sudoku::Legend</name>
    <message>
        <source>Digit tried</source>
        <translation>ספרה שנוסתה</translation>
    </message>
    <message>
        <source>Digit placed</source>
        <translation>ספרה שהוצבה</translation>
    </message>
    <message>
        <source>Candidate removed</source>
        <translation>מועמד שהוסר</translation>
    </message>
    <message>
        <source>Unit of a step</source>
        <translation>יחידה של צעד</translation>
    </message>
    <message>
        <source>Guess</source>
        <translation>ניחוש</translation>
    </message>
    <message>
        <source>Backtrack</source>
        <translation>נסיגה</translation>
    </message>
    <message>
        <source>Dead end</source>
        <translation>מבוי סתום</translation>
    </message>
    <message>
        <source>Chain: so it is</source>
        <translation>שרשרת: לכן כן</translation>
    </message>
    <message>
        <source>Chain: so it is not</source>
        <translation>שרשרת: לכן לא</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>מקרא</translation>
    </message>
</context>
<context>
    <name>sudoku::MainWindow</name>
    <message>
        <source>Type the givens of your puzzle, then press Start.</source>
        <translation>הקלידו את הנתונים של החידה, ואז לחצו &quot;התחלה&quot;.</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;התחלה</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ביטול</translation>
    </message>
    <message>
        <source>Watch the Solver</source>
        <translation>צפייה בפותר</translation>
    </message>
    <message>
        <source>&amp;Easy</source>
        <translation>&amp;קל</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>&amp;בינוני</translation>
    </message>
    <message>
        <source>&amp;Hard</source>
        <translation>ק&amp;שה</translation>
    </message>
    <message>
        <source>New easy puzzle</source>
        <translation>חידה קלה חדשה</translation>
    </message>
    <message>
        <source>New medium puzzle</source>
        <translation>חידה בינונית חדשה</translation>
    </message>
    <message>
        <source>New hard puzzle</source>
        <translation>חידה קשה חדשה</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>משחק &amp;חדש…</translation>
    </message>
    <message>
        <source>A new puzzle of the level you choose</source>
        <translation>חידה חדשה ברמה שתבחרו</translation>
    </message>
    <message>
        <source>&amp;Best Times</source>
        <translation>זמני שי&amp;א</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;פתיחה…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;שמירה</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>שמירה &amp;בשם…</translation>
    </message>
    <message>
        <source>&amp;Enter a Puzzle…</source>
        <translation>ה&amp;זנת חידה…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;התחלה מחדש</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>השה&amp;יה</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>י&amp;ציאה</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;ביטול</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>ב&amp;יצוע מחדש</translation>
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
        <translation>ה&amp;עתקת החידה</translation>
    </message>
    <message>
        <source>Copy Current &amp;State</source>
        <translation>העתקת המצב ה&amp;נוכחי</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Paste Puzzle</source>
        <translation>ה&amp;דבקת חידה</translation>
    </message>
    <message>
        <source>&amp;Fill Pencil Marks</source>
        <translation>מילוי &amp;סימוני עיפרון</translation>
    </message>
    <message>
        <source>Ctrl+M</source>
        <translation>Ctrl+M</translation>
    </message>
    <message>
        <source>Pe&amp;ncil Mode</source>
        <translation>&amp;מצב עיפרון</translation>
    </message>
    <message>
        <source>Show &amp;Mistakes</source>
        <translation>הצגת &amp;טעויות</translation>
    </message>
    <message>
        <source>&amp;Remove Pencil Marks Automatically</source>
        <translation>הסרה &amp;אוטומטית של סימוני עיפרון</translation>
    </message>
    <message>
        <source>&amp;Solver Panel</source>
        <translation>חלונית ה&amp;פותר</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;רמז</translation>
    </message>
    <message>
        <source>First where to look, then why, then apply it</source>
        <translation>קודם היכן לחפש, אחר כך למה, ואז יישום</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>&amp;צעד</translation>
    </message>
    <message>
        <source>Apply the next logical step and explain it</source>
        <translation>ביצוע הצעד הלוגי הבא והסבר שלו</translation>
    </message>
    <message>
        <source>Stop Thin&amp;king</source>
        <translation>הפסקת ה&amp;חשיבה</translation>
    </message>
    <message>
        <source>Stop looking for a hint or step</source>
        <translation>הפסקת החיפוש אחר רמז או צעד</translation>
    </message>
    <message>
        <source>&amp;Previous Branch</source>
        <translation>הענף ה&amp;קודם</translation>
    </message>
    <message>
        <source>The previous branch of a forcing chain</source>
        <translation>הענף הקודם של שרשרת כפייה</translation>
    </message>
    <message>
        <source>&amp;Next Branch</source>
        <translation>הענף ה&amp;בא</translation>
    </message>
    <message>
        <source>The next branch of a forcing chain</source>
        <translation>הענף הבא של שרשרת כפייה</translation>
    </message>
    <message>
        <source>&amp;Watch Solve / Pause</source>
        <translation>צפייה ב&amp;פתרון / השהיה</translation>
    </message>
    <message>
        <source>Step &amp;Forward</source>
        <translation>צעד קדי&amp;מה</translation>
    </message>
    <message>
        <source>S&amp;top Solve</source>
        <translation>&amp;עצירת הפתרון</translation>
    </message>
    <message>
        <source>&amp;Compare Algorithms…</source>
        <translation>ה&amp;שוואת אלגוריתמים…</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;קיצורי מקלדת</translation>
    </message>
    <message>
        <source>&amp;About Sudoku Studio</source>
        <translation>א&amp;ודות Sudoku Studio</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;משחק</translation>
    </message>
    <message>
        <source>B&amp;undled Puzzle</source>
        <translation>חידה &amp;מובנית</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;עריכה</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>&amp;פתרון</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;תצוגה</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ע&amp;זרה</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>אודות &amp;Qt</translation>
    </message>
    <message>
        <source>Saved again.</source>
        <translation>נשמר שוב.</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>מושהה</translation>
    </message>
    <message>
        <source>Pencil</source>
        <translation>עיפרון</translation>
    </message>
    <message>
        <source>Open Puzzle or Game</source>
        <translation>פתיחת חידה או משחק</translation>
    </message>
    <message>
        <source>Puzzles and games (*.txt *.sdk *.ss *.%1);;All files (*)</source>
        <translation>חידות ומשחקים (*.txt *.sdk *.ss *.%1);;כל הקבצים (*)</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>לא נשמר</translation>
    </message>
    <message>
        <source>The game could not be saved to “%1”: %2</source>
        <translation>לא ניתן היה לשמור את המשחק אל &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>השמירה האוטומטית נכשלה: %1</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>שמירת משחק</translation>
    </message>
    <message>
        <source>Sudoku Studio games (*.%1)</source>
        <translation>משחקי Sudoku Studio (*.%1)</translation>
    </message>
    <message>
        <source>Puzzle copied as a line</source>
        <translation>החידה הועתקה כשורה</translation>
    </message>
    <message>
        <source>Current state copied as a line</source>
        <translation>המצב הנוכחי הועתק כשורה</translation>
    </message>
    <message>
        <source>the clipboard</source>
        <translation>לוח העריכה</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>בלוח העריכה אין טקסט.</translation>
    </message>
    <message>
        <source>Your puzzle has exactly one solution. Enjoy!</source>
        <translation>לחידה שלך יש פתרון אחד בדיוק. תיהנו!</translation>
    </message>
    <message>
        <source>%1 solved it in %2 events. Undo takes the solution back.</source>
        <translation>האלגוריתם %1 פתר אותה ב-%2 אירועים. &quot;ביטול&quot; מסיר את הפתרון.</translation>
    </message>
    <message>
        <source>%1 found no solution.</source>
        <translation>האלגוריתם %1 לא מצא פתרון.</translation>
    </message>
    <message>
        <source>Persian &amp;Digits</source>
        <translation>&amp;ספרות פרסיות</translation>
    </message>
    <message>
        <source>Write digits as ۱۲۳ instead of 123; typing accepts both</source>
        <translation>כתיבת הספרות כ-۱۲۳ במקום 123; בהקלדה שתיהן מתקבלות</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;שפה</translation>
    </message>
    <message>
        <source>&amp;System Default</source>
        <translation>ברירת המחדל של ה&amp;מערכת</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;ערכת נושא</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;מערכת</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;בהירה</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;כהה</translation>
    </message>
    <message>
        <source>Pr&amp;int…</source>
        <translation>ה&amp;דפסה…</translation>
    </message>
    <message>
        <source>Print this puzzle, or a booklet of new ones</source>
        <translation>הדפסת החידה הזו, או חוברת של חידות חדשות</translation>
    </message>
    <message>
        <source>E&amp;xport PDF…</source>
        <translation>ייצוא ל-&amp;PDF…</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Sudoku</source>
        <translation>סודוקו</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>ייצוא ל-PDF</translation>
    </message>
    <message>
        <source>&amp;Letters (A–P)</source>
        <translation>&amp;אותיות (A–P)</translation>
    </message>
    <message>
        <source>&amp;Numbers (10–25)</source>
        <translation>&amp;מספרים (10–25)</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>Enter a Puzzle of Si&amp;ze</source>
        <translation>הזנת חידה ב&amp;גודל אחר</translation>
    </message>
    <message>
        <source>Digits &amp;Above 9</source>
        <translation>ספרות &amp;מעל 9</translation>
    </message>
    <message>
        <source>How 16×16 and 25×25 boards write 10 and up</source>
        <translation>איך לוחות 16×16 ו-25×25 כותבים 10 ומעלה</translation>
    </message>
    <message>
        <source>Enter a Puzzle</source>
        <translation>הזנת חידה</translation>
    </message>
    <message>
        <source>The size of the board:</source>
        <translation>גודל הלוח:</translation>
    </message>
    <message>
        <source>&amp;Filter</source>
        <translation>&amp;סינון</translation>
    </message>
    <message>
        <source>Cells with &amp;Two Candidates</source>
        <translation>תאים עם &amp;שני מועמדים</translation>
    </message>
    <message>
        <source>Where %1 Can Go</source>
        <translation>היכן %1 יכול להיות</translation>
    </message>
    <message>
        <source>&amp;No Pen</source>
        <translation>&amp;ללא עט</translation>
    </message>
    <message>
        <source>&amp;%1 %2 (%3)</source>
        <translation>&amp;%1 %2 (%3)</translation>
    </message>
    <message>
        <source>Put the colour pen down: clicks select cells</source>
        <translation>הנחת עט הצבע: לחיצה בוחרת משבצות</translation>
    </message>
    <message>
        <source>Take up the %1 pen (again: put it down)</source>
        <translation>הרמת העט ה%1 (שוב: הנחתו)</translation>
    </message>
    <message>
        <source>Clear the Cell&apos;s &amp;Colours</source>
        <translation>ניקוי &amp;צבעי המשבצת</translation>
    </message>
    <message>
        <source>Clear &amp;All Colours</source>
        <translation>ניקוי &amp;כל הצבעים</translation>
    </message>
    <message>
        <source>C&amp;olours</source>
        <translation>&amp;צבעים</translation>
    </message>
    <message>
        <source>%1 pen</source>
        <translation>עט %1</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;איך משחקים</translation>
    </message>
    <message>
        <source>The rules, and how to play, take hints and watch the solver</source>
        <translation>הכללים, ואיך משחקים, מקבלים רמזים וצופים בפותר</translation>
    </message>
    <message>
        <source>&amp;Hints…</source>
        <translation>&amp;רמזים…</translation>
    </message>
    <message>
        <source>The techniques hints and Step may use</source>
        <translation>הטכניקות שרמזים וצעד רשאים להשתמש בהן</translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation>&amp;הגדרות</translation>
    </message>
    <message>
        <source>&amp;Techniques</source>
        <translation>&amp;טכניקות</translation>
    </message>
    <message>
        <source>What every technique of the hints is, how to spot it, and an example of each</source>
        <translation>מהי כל טכניקה של הרמזים, איך מזהים אותה, ודוגמה לכל אחת</translation>
    </message>
    <message>
        <source>Pra&amp;ctice…</source>
        <translation>&amp;תרגול…</translation>
    </message>
    <message>
        <source>Practise one technique on positions where it is the next step</source>
        <translation>תרגול טכניקה אחת במצבים שבהם היא הצעד הבא</translation>
    </message>
    <message>
        <source>Take the hint&apos;s words and marks off the board</source>
        <translation>הסרת מילות הרמז וסימוניו מהלוח</translation>
    </message>
    <message>
        <source>C&amp;lose Hint</source>
        <translation>&amp;סגירת הרמז</translation>
    </message>
</context>
<context>
    <name>sudoku::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>משחק חדש</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>רמה</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Too rare to generate: one of the hardest puzzles known, in a new guise.</source>
        <translation>נדירות מכדי לייצר אותן: אחת החידות הקשות ביותר הידועות, בתחפושת חדשה.</translation>
    </message>
    <message>
        <source>random</source>
        <translation>אקראי</translation>
    </message>
    <message>
        <source>The same seed, level and symmetry make the same puzzle: share it with a friend.</source>
        <translation>אותו גרעין, אותה רמה ואותה סימטריה יוצרים את אותה חידה: שתפו אותה עם חבר.</translation>
    </message>
    <message>
        <source>&amp;Symmetry</source>
        <translation>&amp;סימטריה</translation>
    </message>
    <message>
        <source>S&amp;eed</source>
        <translation>&amp;גרעין</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;יצירה</translation>
    </message>
    <message>
        <source>Nightmare puzzles are too rare to generate: one of the hardest known comes in a new guise (digits, rows and columns shuffled), and is rated.</source>
        <translation>חידות ברמת סיוט נדירות מכדי לייצר אותן: אחת הקשות הידועות מגיעה בתחפושת חדשה (הספרות, השורות והעמודות מעורבבות), ומדורגת.</translation>
    </message>
    <message>
        <source>Making %1 puzzle…</source>
        <translation>יוצר חידה ברמת %1…</translation>
    </message>
    <message>
        <source>Stopped. Generate tries again.</source>
        <translation>נעצר. &quot;יצירה&quot; מנסה שוב.</translation>
    </message>
    <message>
        <source>Children start on 4×4 and 6×6; 16×16 and 25×25 are long games.</source>
        <translation>ילדים מתחילים ב-4×4 וב-6×6; 16×16 ו-25×25 הם משחקים ארוכים.</translation>
    </message>
    <message>
        <source>Si&amp;ze</source>
        <translation>&amp;גודל</translation>
    </message>
    <message numerus="yes">
        <source>No %1 puzzle of this size turned up in %n attempt(s): try another level.</source>
        <translation>
            <numerusform>לא נמצאה חידה ברמה %1 בגודל הזה אחרי ניסיון %n: נסו רמה אחרת.</numerusform>
            <numerusform>לא נמצאה חידה ברמה %1 בגודל הזה אחרי %n ניסיונות: נסו רמה אחרת.</numerusform>
        </translation>
    </message>
    <message>
        <source>A 25×25 puzzle this hard can take many minutes to make.</source>
        <translation>יצירת חידה 25×25 קשה כזו עשויה לקחת דקות ארוכות.</translation>
    </message>
    <message>
        <source>A 25×25 puzzle can take several seconds to make.</source>
        <translation>יצירת חידה 25×25 עשויה לקחת כמה שניות.</translation>
    </message>
    <message>
        <source>Choose the level of your first puzzle, and its size. Game › New Game offers the same choice at any time.</source>
        <translation>בחרו את רמת החידה הראשונה שלכם ואת גודלה. משחק › משחק חדש מציע את אותה בחירה בכל עת.</translation>
    </message>
    <message>
        <source>Stuck? Hint (H) first shows where to look, then why, then makes the step. Hints explain every step, never guess, and never simply give a digit away.</source>
        <translation>נתקעתם? רמז (H) מראה קודם איפה להסתכל, אחר כך למה, ואז מבצע את הצעד. הרמזים מסבירים כל צעד, לעולם אינם מנחשים ולעולם אינם פשוט מגלים ספרה.</translation>
    </message>
    <message>
        <source>Welcome to Sudoku Studio</source>
        <translation>ברוכים הבאים ל-Sudoku Studio</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;שחקו</translation>
    </message>
    <message>
        <source>&amp;Skip</source>
        <translation>&amp;דלגו</translation>
    </message>
    <message>
        <source>Play the bundled easy puzzle; this question is not asked again</source>
        <translation>שחקו בחידה הקלה המצורפת; שאלה זו לא תישאל שוב</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;כללים</translation>
    </message>
    <message>
        <source>Making a %1 puzzle…</source>
        <translation>יוצר חידת %1…</translation>
    </message>
    <message>
        <source>Making %1 %2 puzzle…</source>
        <comment>a level and a variant, as in &apos;Making hard X-Sudoku puzzle…&apos;</comment>
        <translation>יוצר חידת %2 ברמת %1…</translation>
    </message>
    <message>
        <source>A killer this hard can take several seconds to make.</source>
        <translation>יצירת קילר קשה כזה עשויה להימשך כמה שניות.</translation>
    </message>
    <message>
        <source>An extreme killer can take tens of seconds to make.</source>
        <translation>יצירת קילר קיצוני עשויה להימשך עשרות שניות.</translation>
    </message>
    <message>
        <source>X-Sudoku: the diagonals hold every digit too; windoku: four more windows; jigsaw: regions of any shape for boxes; killer: cages whose digits add up to their sums; samurai: five grids, the middle one sharing its corner boxes with the others.</source>
        <translation>סודוקו X: גם האלכסונים מכילים כל ספרה; וינדוקו: ארבעה חלונות נוספים; פאזל: אזורים בכל צורה במקום ריבועים; קילר: כלובים שספרותיהם מסתכמות בסכומם; סמוראי: חמישה לוחות, והאמצעי חולק את ריבועי הפינה שלו עם האחרים.</translation>
    </message>
    <message>
        <source>A samurai this hard takes seconds to make, now and then half a minute.</source>
        <translation>סמוראי קשה כזה נוצר תוך שניות, ולפעמים תוך חצי דקה.</translation>
    </message>
</context>
<context>
    <name>sudoku::NumberPad</name>
    <message>
        <source>Erase</source>
        <translation>מחיקה</translation>
    </message>
    <message>
        <source>Clear the selected cell (Delete)</source>
        <translation>ניקוי המשבצת הנבחרת (Delete)</translation>
    </message>
    <message>
        <source>Pencil mode: digits toggle pencil marks (Space or N)</source>
        <translation>מצב עיפרון: הספרות מוסיפות או מסירות סימוני עיפרון (Space או N)</translation>
    </message>
    <message>
        <source>Pencil: On</source>
        <translation>עיפרון: פעיל</translation>
    </message>
    <message>
        <source>Pencil: Off</source>
        <translation>עיפרון: כבוי</translation>
    </message>
    <message>
        <source>No colour pen: a click selects a cell (Esc, Ctrl+Alt+0)</source>
        <translation>ללא עט צבע: לחיצה בוחרת משבצת (Esc, Ctrl+Alt+0)</translation>
    </message>
    <message>
        <source>Colour pen: %1, %2. A click paints a candidate, or the cell; so do a digit and Enter (Ctrl+Alt+%3)</source>
        <translation>עט צבע: %1, %2. לחיצה צובעת מועמד, או את המשבצת; כך גם ספרה ו-Enter (Ctrl+Alt+%3)</translation>
    </message>
    <message>
        <source>No colour pen</source>
        <translation>ללא עט צבע</translation>
    </message>
    <message>
        <source>%1 pen</source>
        <translation>עט %1</translation>
    </message>
</context>
<context>
    <name>sudoku::PlaySession</name>
    <message>
        <source>Easy</source>
        <translation>קל</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>בינוני</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>קשה</translation>
    </message>
    <message>
        <source>%1 puzzle %2 (bundled)</source>
        <translation>חידה %2 ברמת %1 (מובנית)</translation>
    </message>
    <message>
        <source>It holds no puzzle.</source>
        <translation>אין בו אף חידה.</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation>%1 #%2</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>לא ניתן ליצור את התיקייה %1.</translation>
    </message>
    <message>
        <source>Solve with %1</source>
        <translation>פתרון בעזרת %1</translation>
    </message>
    <message>
        <source>With help from hints it does not count as a best time for %1 puzzles.</source>
        <translation>בעזרת רמזים, הזמן לא נחשב כזמן שיא לחידות ברמת %1.</translation>
    </message>
    <message>
        <source>A new best time for %1 puzzles (it was %2)!</source>
        <translation>זמן שיא חדש לחידות ברמת %1 (הקודם היה %2)!</translation>
    </message>
    <message>
        <source>Your first best time for %1 puzzles.</source>
        <translation>זמן השיא הראשון שלך לחידות ברמת %1.</translation>
    </message>
    <message>
        <source>Your best for %1 puzzles: %2.</source>
        <translation>השיא שלך לחידות ברמת %1: %2.</translation>
    </message>
    <message>
        <source>Stuck? Hint shows where to look, then why.</source>
        <translation>נתקעתם? &quot;רמז&quot; מראה היכן לחפש, ואחר כך למה.</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>%1 · Solved by the solver</source>
        <translation>%1 · נפתר על ידי הפותר</translation>
    </message>
    <message>
        <source>%1 · Solved</source>
        <translation>%1 · נפתר</translation>
    </message>
    <message>
        <source>%1 · No solution</source>
        <translation>%1 · אין פתרון</translation>
    </message>
    <message>
        <source>%1 · More than one solution</source>
        <translation>%1 · יותר מפתרון אחד</translation>
    </message>
    <message>
        <source>%1[*] — Sudoku Studio</source>
        <translation>%1[*] — Sudoku Studio</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n clue(s)</source>
        <translation>
            <numerusform>%1 · %n נתון</numerusform>
            <numerusform>%1 · %n נתונים</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n hint(s)</source>
        <translation>
            <numerusform>%1 · %n רמז</numerusform>
            <numerusform>%1 · %n רמזים</numerusform>
        </translation>
    </message>
    <message>
        <source>Generated, seed %1</source>
        <translation>נוצרה, גרעין %1</translation>
    </message>
    <message>
        <source>The text is too long to read as puzzles: %1 MB, where %2 MB is the most. Save it in a file and open the file: a file of any size can be opened.</source>
        <translation>הטקסט ארוך מכדי לקרוא אותו כחידות: %1 MB, והמרב הוא %2 MB. שמרו אותו בקובץ ופתחו את הקובץ: אפשר לפתוח קובץ בכל גודל.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>best times: a level and a board&apos;s size, as in &apos;easy 9×9 puzzles&apos;</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Pasted puzzle</source>
        <translation>חידה שהודבקה</translation>
    </message>
    <message>
        <source>Dropped puzzle</source>
        <translation>חידה שנגררה</translation>
    </message>
    <message>
        <source>%1 · Looking for the solution…</source>
        <translation>%1 · מחפש את הפתרון…</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>best times: a level and a variant, as in &apos;hard X-Sudoku puzzles&apos;</comment>
        <translation>%2 %1</translation>
    </message>
</context>
<context>
    <name>sudoku::PracticeChart</name>
    <message>
        <source>%1 s</source>
        <translation>%1 שנ׳</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 דק׳ %2 שנ׳</translation>
    </message>
    <message>
        <source>%1: %2 right, %3 partly right of %4 tried, %5 on average</source>
        <translation>%1: %2 נכונות, %3 נכונות חלקית מתוך %4 ניסיונות, %5 בממוצע</translation>
    </message>
    <message>
        <source>Your practice record</source>
        <translation>רשומת התרגול שלך</translation>
    </message>
    <message>
        <source>Nothing practised yet.</source>
        <translation>עדיין לא תורגל דבר.</translation>
    </message>
    <message>
        <source>%1 of %2 right · %3</source>
        <translation>%1 מתוך %2 נכונות · %3</translation>
    </message>
</context>
<context>
    <name>sudoku::PracticeDialog</name>
    <message>
        <source>Practice</source>
        <translation>תרגול</translation>
    </message>
    <message>
        <source>No position of this technique to practise on</source>
        <translation>אין מצב לתרגול הטכניקה הזו</translation>
    </message>
    <message>
        <source>&amp;New Position</source>
        <translation>מצב &amp;חדש</translation>
    </message>
    <message>
        <source>&amp;Technique:</source>
        <translation>&amp;טכניקה:</translation>
    </message>
    <message>
        <source>Click &amp;strikes out</source>
        <translation>לחיצה &amp;מוחקת</translation>
    </message>
    <message>
        <source>Click &amp;places</source>
        <translation>לחיצה &amp;מציבה</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>&amp;בדיקה</translation>
    </message>
    <message>
        <source>C&amp;lear Marks</source>
        <translation>&amp;ניקוי הסימונים</translation>
    </message>
    <message>
        <source>Your record</source>
        <translation>הרשומה שלך</translation>
    </message>
    <message>
        <source>Sho&amp;w the Step</source>
        <translation>&amp;הצגת הצעד</translation>
    </message>
    <message>
        <source>The ones I find hardest</source>
        <translation>אלה שהכי קשות לי</translation>
    </message>
</context>
<context>
    <name>sudoku::PracticeSession</name>
    <message>
        <source>Choose a technique to practise.</source>
        <translation>בחרו טכניקה לתרגול.</translation>
    </message>
    <message>
        <source>There is no position of this technique to practise.</source>
        <translation>אין מצב לתרגול הטכניקה הזו.</translation>
    </message>
    <message>
        <source>Finding a position…</source>
        <translation>מחפשים מצב…</translation>
    </message>
    <message>
        <source>Find %1 on this board and mark the digit it places (a click on the candidate), then Check.</source>
        <translation>מצאו את %1 על הלוח הזה וסמנו את הספרה שהיא מציבה (לחיצה על המועמד), ואז בדיקה.</translation>
    </message>
    <message>
        <source>Find %1 on this board and strike out the candidates it removes (a click on each), then Check.</source>
        <translation>מצאו את %1 על הלוח הזה ומחקו את המועמדים שהיא מסירה (לחיצה על כל אחד), ואז בדיקה.</translation>
    </message>
    <message>
        <source>The step: %1</source>
        <translation>הצעד: %1</translation>
    </message>
    <message>
        <source>Right: that is the step.</source>
        <translation>נכון: זה הצעד.</translation>
    </message>
    <message>
        <source>Partly right: you found %1 of the step&apos;s %2 marks; it also makes %3.</source>
        <translation>נכון חלקית: מצאת %1 מתוך %2 הסימונים של הצעד; הוא גם עושה %3.</translation>
    </message>
    <message>
        <source>Partly right: what you marked is true, but it is not this step.</source>
        <translation>נכון חלקית: מה שסימנת נכון, אבל זה לא הצעד הזה.</translation>
    </message>
    <message>
        <source>Partly right: the step&apos;s marks are all there, and more that are true but not this step&apos;s.</source>
        <translation>נכון חלקית: כל הסימונים של הצעד נמצאים, ועוד סימונים נכונים שאינם של הצעד הזה.</translation>
    </message>
    <message>
        <source>Wrong: %1 is not true of this puzzle.</source>
        <translation>שגוי: %1 אינו נכון בחידה הזו.</translation>
    </message>
    <message>
        <source>Wrong: nothing was marked.</source>
        <translation>שגוי: לא סומן דבר.</translation>
    </message>
</context>
<context>
    <name>sudoku::PrintDialog</name>
    <message>
        <source>Print</source>
        <translation>הדפסה</translation>
    </message>
    <message>
        <source>&amp;This puzzle</source>
        <translation>החידה ה&amp;זו</translation>
    </message>
    <message>
        <source>A &amp;booklet of new puzzles</source>
        <translation>&amp;חוברת של חידות חדשות</translation>
    </message>
    <message>
        <source>With my &amp;digits and pencil marks</source>
        <translation>עם ה&amp;ספרות וסימוני העיפרון שלי</translation>
    </message>
    <message>
        <source>The &amp;solution on a second page</source>
        <translation>ה&amp;פתרון בעמוד שני</translation>
    </message>
    <message>
        <source>Solutions at the &amp;back</source>
        <translation>הפתרונות &amp;בסוף</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;רמה:</translation>
    </message>
    <message>
        <source>&amp;Puzzles:</source>
        <translation>&amp;מספר חידות:</translation>
    </message>
    <message>
        <source>Puzzles a p&amp;age:</source>
        <translation>חידות ב&amp;עמוד:</translation>
    </message>
    <message>
        <source>Pre&amp;view…</source>
        <translation>&amp;תצוגה מקדימה…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>ה&amp;דפסה…</translation>
    </message>
    <message>
        <source>E&amp;xport PDF…</source>
        <translation>ייצוא ל-&amp;PDF…</translation>
    </message>
    <message numerus="yes">
        <source>Sudoku Studio · %n %1 puzzle(s)</source>
        <translation>
            <numerusform>Sudoku Studio · %n חידה ברמת %1</numerusform>
            <numerusform>Sudoku Studio · %n חידות ברמת %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Sudoku Studio</source>
        <translation>Sudoku Studio</translation>
    </message>
    <message numerus="yes">
        <source>Making %n puzzle(s)…</source>
        <translation>
            <numerusform>יוצר %n חידה…</numerusform>
            <numerusform>יוצר %n חידות…</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. %2 · %3</source>
        <translation>%1. %2 · %3</translation>
    </message>
    <message>
        <source>Seed %1</source>
        <translation>גרעין %1</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s) made.</source>
        <translation>
            <numerusform>נוצרה %n חידה.</numerusform>
            <numerusform>נוצרו %n חידות.</numerusform>
        </translation>
    </message>
    <message>
        <source>Print Preview</source>
        <translation>תצוגה מקדימה להדפסה</translation>
    </message>
    <message>
        <source>Sent to the printer.</source>
        <translation>נשלח למדפסת.</translation>
    </message>
    <message>
        <source>The printer could not be used.</source>
        <translation>לא ניתן היה להשתמש במדפסת.</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>ייצוא ל-PDF</translation>
    </message>
    <message>
        <source>sudoku.pdf</source>
        <translation>sudoku.pdf</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>מסמכי PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Written to %1.</source>
        <translation>נשמר ב-%1.</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>לא ניתן היה לכתוב את %1.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>נעצר.</translation>
    </message>
    <message>
        <source>The solution is still being worked out; it can be chosen once it is found.</source>
        <translation>הפתרון עדיין בחישוב; אפשר יהיה לבחור בו כשיימצא.</translation>
    </message>
    <message>
        <source>This puzzle has no single solution to print.</source>
        <translation>לחידה הזו אין פתרון יחיד להדפסה.</translation>
    </message>
</context>
<context>
    <name>sudoku::PuzzleChooser</name>
    <message>
        <source>Choose a Puzzle</source>
        <translation>בחירת חידה</translation>
    </message>
    <message>
        <source>&amp;Stop Reading</source>
        <translation>&amp;הפסקת הקריאה</translation>
    </message>
    <message>
        <source>List only the puzzles found so far</source>
        <translation>הצגת החידות שנמצאו עד כה בלבד</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln puzzle(s) found so far…</source>
        <translation>
            <numerusform>%1: עד כה נמצאה %Ln חידה…</numerusform>
            <numerusform>%1: עד כה נמצאו %Ln חידות…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %Ln puzzle(s).</source>
        <translation>
            <numerusform>ב-%1 יש %Ln חידה.</numerusform>
            <numerusform>ב-%1 יש %Ln חידות.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the first %Ln puzzle(s) (reading stopped).</source>
        <translation>
            <numerusform>%1: נקראה רק %Ln חידה ראשונה (הקריאה הופסקה).</numerusform>
            <numerusform>%1: נקראו רק %Ln החידות הראשונות (הקריאה הופסקה).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cannot be read (hover over it for why).</source>
        <translation>
            <numerusform>%Ln אינה קריאה (העבירו את העכבר מעליה כדי לדעת למה).</numerusform>
            <numerusform>%Ln אינן קריאות (העבירו את העכבר מעליהן כדי לדעת למה).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the first %Ln puzzle(s); the file holds more than can be listed.</source>
        <translation>
            <numerusform>%1: רק %Ln חידה ראשונה; בקובץ יש יותר משאפשר להציג ברשימה.</numerusform>
            <numerusform>%1: %Ln החידות הראשונות; בקובץ יש יותר משאפשר להציג ברשימה.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sudoku::PuzzleFile</name>
    <message>
        <source>The file could not be read to its end.</source>
        <translation>לא ניתן היה לקרוא את הקובץ עד סופו.</translation>
    </message>
</context>
<context>
    <name>sudoku::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>קיצורי מקלדת</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>מקשי החצים</translation>
    </message>
    <message>
        <source>Move the selection</source>
        <translation>הזזת הבחירה</translation>
    </message>
    <message>
        <source>Move to the first or last cell of the row</source>
        <translation>מעבר למשבצת הראשונה או האחרונה בשורה</translation>
    </message>
    <message>
        <source>Move to the first or last cell of the board</source>
        <translation>מעבר למשבצת הראשונה או האחרונה בלוח</translation>
    </message>
    <message>
        <source>1 – 9</source>
        <translation>1 – 9</translation>
    </message>
    <message>
        <source>Place a digit (in pencil mode: toggle a pencil mark)</source>
        <translation>הצבת ספרה (במצב עיפרון: הוספה או הסרה של סימון עיפרון)</translation>
    </message>
    <message>
        <source>Toggle a pencil mark, in either mode</source>
        <translation>הוספה או הסרה של סימון עיפרון, בכל מצב</translation>
    </message>
    <message>
        <source>Clear the cell: its digit, else its pencil marks</source>
        <translation>ניקוי המשבצת: הספרה שבה, ואם אין — סימוני העיפרון שלה</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>לחיצה</translation>
    </message>
    <message>
        <source>Select a cell; on the paused board, resume</source>
        <translation>בחירת משבצת; בלוח מושהה — המשך המשחק</translation>
    </message>
    <message>
        <source>Undo the last change</source>
        <translation>ביטול השינוי האחרון</translation>
    </message>
    <message>
        <source>Redo the last undone change</source>
        <translation>ביצוע מחדש של השינוי האחרון שבוטל</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>מקשים</translation>
    </message>
    <message>
        <source>Does</source>
        <translation>פעולה</translation>
    </message>
    <message>
        <source>A – P</source>
        <translation>A – P</translation>
    </message>
    <message>
        <source>Place 10 – 25 on a board that large (A = 10, G = 16, P = 25)</source>
        <translation>הצבת 10 – 25 בלוח גדול מספיק (A = 10, G = 16, P = 25)</translation>
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
        <translation>הצגת המקומות שבהם ספרה יכולה להיות (שוב: כל התאים); כל ספרה: לחיצה ימנית עליה בלוח הספרות</translation>
    </message>
    <message>
        <source>Show the cells with two candidates</source>
        <translation>הצגת התאים עם שני מועמדים</translation>
    </message>
    <message>
        <source>With a colour pen: click; 1 – 9; Enter</source>
        <translation>עם עט צבע: לחיצה; 1 – 9; Enter</translation>
    </message>
    <message>
        <source>Paint the candidate clicked, else the cell; paint that candidate; paint the cell (the same colour again clears it)</source>
        <translation>צביעת המועמד שנלחץ, אחרת המשבצת; צביעת אותו מועמד; צביעת המשבצת (אותו צבע שוב מנקה אותו)</translation>
    </message>
    <message>
        <source>With a colour pen: %1; %2</source>
        <translation>עם עט צבע: %1; %2</translation>
    </message>
    <message>
        <source>Clear the cell&apos;s colours; put the pen down</source>
        <translation>ניקוי צבעי המשבצת; הנחת העט</translation>
    </message>
</context>
<context>
    <name>sudoku::SolveSession</name>
    <message>
        <source>Press Play to watch %1 solve this puzzle.</source>
        <translation>לחצו &quot;הפעלה&quot; כדי לצפות באלגוריתם %1 פותר את החידה.</translation>
    </message>
    <message>
        <source>Playing…</source>
        <translation>פועל…</translation>
    </message>
    <message>
        <source>Paused: Next shows the next event.</source>
        <translation>מושהה: &quot;הבא&quot; מציג את האירוע הבא.</translation>
    </message>
    <message>
        <source>Solving at full speed…</source>
        <translation>פותר במהירות מלאה…</translation>
    </message>
    <message>
        <source>Solved. The solution is on the board; Undo takes it back.</source>
        <translation>נפתר. הפתרון מוצג על הלוח; &quot;ביטול&quot; מסיר אותו.</translation>
    </message>
    <message>
        <source>No solution: the search ran out of possibilities.</source>
        <translation>אין פתרון: נגמרו האפשרויות בחיפוש.</translation>
    </message>
    <message numerus="yes">
        <source>%1 stopped after %n event(s). Press Play to watch it again from the start.</source>
        <translation>
            <numerusform>%1 נעצר אחרי %n אירוע. לחצו על הפעלה כדי לצפות בו שוב מההתחלה.</numerusform>
            <numerusform>%1 נעצר אחרי %n אירועים. לחצו על הפעלה כדי לצפות בו שוב מההתחלה.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sudoku::TechniquesDialog</name>
    <message>
        <source>Techniques</source>
        <translation>טכניקות</translation>
    </message>
    <message>
        <source>&amp;Another Example</source>
        <translation>&amp;דוגמה נוספת</translation>
    </message>
    <message>
        <source>rated %1</source>
        <translation>דירוג %1</translation>
    </message>
    <message>
        <source>only on a puzzle with one solution</source>
        <translation>רק בחידה עם פתרון אחד</translation>
    </message>
    <message>
        <source>What it is</source>
        <translation>מה זה</translation>
    </message>
    <message>
        <source>How to spot it</source>
        <translation>איך מזהים</translation>
    </message>
    <message>
        <source>Finding the step on this board…</source>
        <translation>מחפשים את הצעד על הלוח הזה…</translation>
    </message>
    <message>
        <source>This example has lost its step: the techniques have changed since it was chosen.</source>
        <translation>הדוגמה הזו איבדה את הצעד שלה: הטכניקות השתנו מאז שנבחרה.</translation>
    </message>
    <message>
        <source>Example %1 of %2, the hint on this board: %3</source>
        <translation>דוגמה %1 מתוך %2, הרמז על הלוח הזה: %3</translation>
    </message>
    <message>
        <source>Shown with this technique alone chosen in Settings › Hints: with every technique, a hint finds the same deduction as a pattern of an earlier family first.</source>
        <translation>מוצג כשרק הטכניקה הזו נבחרה בהגדרות › רמזים: עם כל הטכניקות, רמז מוצא קודם את אותה הסקה כתבנית של משפחה מוקדמת יותר.</translation>
    </message>
    <message>
        <source>There is no example of this technique: on none of the puzzles searched was it the hint&apos;s next step, even with it alone chosen in Settings › Hints. Wherever it stands, a cheaper step of another technique comes first.</source>
        <translation>אין דוגמה לטכניקה הזו: באף אחת מהחידות שנבדקו היא לא הייתה הצעד הבא של הרמז, גם כשרק היא נבחרה בהגדרות › רמזים. בכל מקום שבו היא מופיעה, צעד זול יותר של טכניקה אחרת בא קודם.</translation>
    </message>
</context>
<context>
    <name>sudoku::TraceLog</name>
    <message>
        <source>Events %1 to %2 are not listed: the log keeps the steps, guesses and the most recent events.</source>
        <translation>האירועים %1 עד %2 אינם מופיעים: היומן שומר את הצעדים, הניחושים והאירועים האחרונים.</translation>
    </message>
    <message numerus="yes">
        <source>… %Ln more event(s)</source>
        <translation>
            <numerusform>… עוד %Ln אירוע</numerusform>
            <numerusform>… עוד %Ln אירועים</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
Click to show this step on the board; double-click to read about %2.</source>
        <translation>%1
לחצו כדי להציג את הצעד הזה על הלוח; לחיצה כפולה לקריאה על %2.</translation>
    </message>
</context>
<context>
    <name>sudoku::WatchPanel</name>
    <message>
        <source>%1 ms</source>
        <translation>%1 מ״ש</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>הפעלה</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>הבא</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>עצירה</translation>
    </message>
    <message>
        <source>Play or pause the animated solve (F5)</source>
        <translation>הפעלה או השהיה של הפתרון המונפש (F5)</translation>
    </message>
    <message>
        <source>Show the next event (F6)</source>
        <translation>הצגת האירוע הבא (F6)</translation>
    </message>
    <message>
        <source>Stop and return to your game (Shift+F5)</source>
        <translation>עצירה וחזרה למשחק שלך (Shift+F5)</translation>
    </message>
    <message>
        <source>Events shown per second, or Instant: the whole solve at full speed</source>
        <translation>מספר האירועים המוצגים בשנייה, או &quot;מיידי&quot;: כל הפתרון במהירות מלאה</translation>
    </message>
    <message>
        <source>20,000/s</source>
        <translation>20,000 לשנייה</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>מהירות</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>אירועים</translation>
    </message>
    <message>
        <source>Placements</source>
        <translation>הצבות</translation>
    </message>
    <message>
        <source>Guesses</source>
        <translation>ניחושים</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>נסיגות</translation>
    </message>
    <message>
        <source>Solver time</source>
        <translation>זמן הפותר</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>הקודם</translation>
    </message>
    <message>
        <source>The previous branch of the forcing chain</source>
        <translation>הענף הקודם של שרשרת הכפייה</translation>
    </message>
    <message>
        <source>The next branch of the forcing chain</source>
        <translation>הענף הבא של שרשרת הכפייה</translation>
    </message>
    <message>
        <source>Solve log</source>
        <translation>יומן הפתרון</translation>
    </message>
    <message>
        <source>Compare All Algorithms…</source>
        <translation>השוואת כל האלגוריתמים…</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>יומן</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>מיידי</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1 לשנייה</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>השהיה</translation>
    </message>
    <message>
        <source>What Is %1?</source>
        <translation>מה זה %1?</translation>
    </message>
</context>
</TS>
