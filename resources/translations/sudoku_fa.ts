<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa">
<context>
    <name>BoardAccessible</name>
    <message>
        <source>column %1</source>
        <translation>ستون %1</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>سطر %1</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>سطر %1، ستون %2</translation>
    </message>
    <message>
        <source>given</source>
        <translation>داده‌شده</translation>
    </message>
    <message>
        <source>hidden while paused</source>
        <translation>پنهان در حالت مکث</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>خالی</translation>
    </message>
    <message>
        <source>pencil marks %1</source>
        <translation>یادداشت‌های مدادی %1</translation>
    </message>
    <message>
        <source>conflict</source>
        <translation>تعارض</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>اشتباه</translation>
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
        <translation>رنگ %1</translation>
    </message>
    <message numerus="yes">
        <source>cage of %n cell(s), sum %1</source>
        <translation>
            <numerusform>قفس %n خانه‌ای، مجموع %1</numerusform>
        </translation>
    </message>
    <message>
        <source>region %1</source>
        <translation>ناحیهٔ %1</translation>
    </message>
    <message>
        <source>on the diagonal</source>
        <translation>روی قطر</translation>
    </message>
    <message>
        <source>on the anti-diagonal</source>
        <translation>روی قطر فرعی</translation>
    </message>
    <message>
        <source>in window %1</source>
        <translation>در پنجرهٔ %1</translation>
    </message>
</context>
<context>
    <name>DigitButton</name>
    <message>
        <source>Place %1: none left</source>
        <translation>گذاشتن %1: هیچ‌کدام نمانده</translation>
    </message>
    <message numerus="yes">
        <source>Place %1: %n left</source>
        <translation>
            <numerusform>گذاشتن %1: %n عدد مانده</numerusform>
        </translation>
    </message>
    <message>
        <source>Digit %1</source>
        <translation>رقم %1</translation>
    </message>
    <message>
        <source>Right-click: show where %1 can go</source>
        <translation>کلیک راست: جاهایی که %1 می‌تواند برود</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>Look for %1 on the digit %2.</source>
        <translation>به دنبال %1 روی رقم %2 بگردید.</translation>
    </message>
    <message>
        <source>Look for %1 around %2.</source>
        <translation>به دنبال %1 در اطراف %2 بگردید.</translation>
    </message>
    <message>
        <source>Look for %1: nearly every empty cell has two candidates.</source>
        <translation>به دنبال %1 بگردید: تقریباً هر خانهٔ خالی دو نامزد دارد.</translation>
    </message>
    <message>
        <source>Look for %1 on %2.</source>
        <translation>به دنبال %1 روی %2 بگردید.</translation>
    </message>
    <message>
        <source>Look for %1.</source>
        <translation>به دنبال %1 بگردید.</translation>
    </message>
    <message>
        <source>Look for %1 in %2.</source>
        <translation>به دنبال %1 در %2 بگردید.</translation>
    </message>
    <message>
        <source>%1: %2 — %3</source>
        <translation>%1: %2 — %3</translation>
    </message>
    <message>
        <source>%1: %2, so %3</source>
        <translation>%1: %2، پس %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1: %2، %3</translation>
    </message>
    <message>
        <source>full house</source>
        <translation>خانهٔ آخر</translation>
    </message>
    <message>
        <source>a full house</source>
        <translation>خانهٔ آخر</translation>
    </message>
    <message>
        <source>hidden single</source>
        <translation>تک‌رقمی پنهان</translation>
    </message>
    <message>
        <source>a hidden single</source>
        <translation>تک‌رقمی پنهان</translation>
    </message>
    <message>
        <source>naked single</source>
        <translation>تک‌رقمی آشکار</translation>
    </message>
    <message>
        <source>a naked single</source>
        <translation>تک‌رقمی آشکار</translation>
    </message>
    <message>
        <source>direct pointing</source>
        <translation>اشارهٔ مستقیم</translation>
    </message>
    <message>
        <source>direct claiming</source>
        <translation>ادعای مستقیم</translation>
    </message>
    <message>
        <source>direct hidden pair</source>
        <translation>جفت پنهان مستقیم</translation>
    </message>
    <message>
        <source>a direct hidden pair</source>
        <translation>جفت پنهان مستقیم</translation>
    </message>
    <message>
        <source>direct hidden triple</source>
        <translation>سه‌تایی پنهان مستقیم</translation>
    </message>
    <message>
        <source>a direct hidden triple</source>
        <translation>سه‌تایی پنهان مستقیم</translation>
    </message>
    <message>
        <source>locked candidates (pointing)</source>
        <translation>نامزدهای قفل‌شده (اشاره)</translation>
    </message>
    <message>
        <source>locked candidates (claiming)</source>
        <translation>نامزدهای قفل‌شده (ادعا)</translation>
    </message>
    <message>
        <source>naked pair</source>
        <translation>جفت آشکار</translation>
    </message>
    <message>
        <source>a naked pair</source>
        <translation>جفت آشکار</translation>
    </message>
    <message>
        <source>naked triple</source>
        <translation>سه‌تایی آشکار</translation>
    </message>
    <message>
        <source>a naked triple</source>
        <translation>سه‌تایی آشکار</translation>
    </message>
    <message>
        <source>naked quad</source>
        <translation>چهارتایی آشکار</translation>
    </message>
    <message>
        <source>a naked quad</source>
        <translation>چهارتایی آشکار</translation>
    </message>
    <message>
        <source>hidden pair</source>
        <translation>جفت پنهان</translation>
    </message>
    <message>
        <source>a hidden pair</source>
        <translation>جفت پنهان</translation>
    </message>
    <message>
        <source>hidden triple</source>
        <translation>سه‌تایی پنهان</translation>
    </message>
    <message>
        <source>a hidden triple</source>
        <translation>سه‌تایی پنهان</translation>
    </message>
    <message>
        <source>hidden quad</source>
        <translation>چهارتایی پنهان</translation>
    </message>
    <message>
        <source>a hidden quad</source>
        <translation>چهارتایی پنهان</translation>
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
        <translation>شمشیرماهی</translation>
    </message>
    <message>
        <source>a swordfish</source>
        <translation>شمشیرماهی</translation>
    </message>
    <message>
        <source>jellyfish</source>
        <translation>عروس دریایی</translation>
    </message>
    <message>
        <source>a jellyfish</source>
        <translation>عروس دریایی</translation>
    </message>
    <message>
        <source>finned X-Wing</source>
        <translation>X-Wing باله‌دار</translation>
    </message>
    <message>
        <source>a finned X-Wing</source>
        <translation>X-Wing باله‌دار</translation>
    </message>
    <message>
        <source>finned swordfish</source>
        <translation>شمشیرماهی باله‌دار</translation>
    </message>
    <message>
        <source>a finned swordfish</source>
        <translation>شمشیرماهی باله‌دار</translation>
    </message>
    <message>
        <source>finned jellyfish</source>
        <translation>عروس دریایی باله‌دار</translation>
    </message>
    <message>
        <source>a finned jellyfish</source>
        <translation>عروس دریایی باله‌دار</translation>
    </message>
    <message>
        <source>skyscraper</source>
        <translation>آسمان‌خراش</translation>
    </message>
    <message>
        <source>a skyscraper</source>
        <translation>آسمان‌خراش</translation>
    </message>
    <message>
        <source>2-string kite</source>
        <translation>بادبادک دونخی</translation>
    </message>
    <message>
        <source>a 2-string kite</source>
        <translation>بادبادک دونخی</translation>
    </message>
    <message>
        <source>turbot fish</source>
        <translation>ماهی توربوت</translation>
    </message>
    <message>
        <source>a turbot fish</source>
        <translation>ماهی توربوت</translation>
    </message>
    <message>
        <source>empty rectangle</source>
        <translation>مستطیل خالی</translation>
    </message>
    <message>
        <source>an empty rectangle</source>
        <translation>مستطیل خالی</translation>
    </message>
    <message>
        <source>grouped turbot fish</source>
        <translation>ماهی توربوت گروهی</translation>
    </message>
    <message>
        <source>a grouped turbot fish</source>
        <translation>ماهی توربوت گروهی</translation>
    </message>
    <message>
        <source>3-link X-chain</source>
        <translation>زنجیرهٔ X سه‌پیوندی</translation>
    </message>
    <message>
        <source>a 3-link X-chain</source>
        <translation>زنجیرهٔ X سه‌پیوندی</translation>
    </message>
    <message>
        <source>4-link X-chain</source>
        <translation>زنجیرهٔ X چهارپیوندی</translation>
    </message>
    <message>
        <source>a 4-link X-chain</source>
        <translation>زنجیرهٔ X چهارپیوندی</translation>
    </message>
    <message>
        <source>simple colouring</source>
        <translation>رنگ‌آمیزی ساده</translation>
    </message>
    <message>
        <source>multi-colouring</source>
        <translation>رنگ‌آمیزی چندگانه</translation>
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
        <translation>مستطیل یکتا (نوع 1)</translation>
    </message>
    <message>
        <source>a unique rectangle (type 1)</source>
        <translation>مستطیل یکتا (نوع 1)</translation>
    </message>
    <message>
        <source>unique rectangle (type 2)</source>
        <translation>مستطیل یکتا (نوع 2)</translation>
    </message>
    <message>
        <source>a unique rectangle (type 2)</source>
        <translation>مستطیل یکتا (نوع 2)</translation>
    </message>
    <message>
        <source>unique rectangle (type 3)</source>
        <translation>مستطیل یکتا (نوع 3)</translation>
    </message>
    <message>
        <source>a unique rectangle (type 3)</source>
        <translation>مستطیل یکتا (نوع 3)</translation>
    </message>
    <message>
        <source>unique rectangle (type 4)</source>
        <translation>مستطیل یکتا (نوع 4)</translation>
    </message>
    <message>
        <source>a unique rectangle (type 4)</source>
        <translation>مستطیل یکتا (نوع 4)</translation>
    </message>
    <message>
        <source>unique rectangle (type 5)</source>
        <translation>مستطیل یکتا (نوع 5)</translation>
    </message>
    <message>
        <source>a unique rectangle (type 5)</source>
        <translation>مستطیل یکتا (نوع 5)</translation>
    </message>
    <message>
        <source>unique loop (type 1)</source>
        <translation>حلقهٔ یکتا (نوع 1)</translation>
    </message>
    <message>
        <source>a unique loop (type 1)</source>
        <translation>حلقهٔ یکتا (نوع 1)</translation>
    </message>
    <message>
        <source>unique loop (type 2)</source>
        <translation>حلقهٔ یکتا (نوع 2)</translation>
    </message>
    <message>
        <source>a unique loop (type 2)</source>
        <translation>حلقهٔ یکتا (نوع 2)</translation>
    </message>
    <message>
        <source>unique loop (type 3)</source>
        <translation>حلقهٔ یکتا (نوع 3)</translation>
    </message>
    <message>
        <source>a unique loop (type 3)</source>
        <translation>حلقهٔ یکتا (نوع 3)</translation>
    </message>
    <message>
        <source>unique loop (type 4)</source>
        <translation>حلقهٔ یکتا (نوع 4)</translation>
    </message>
    <message>
        <source>a unique loop (type 4)</source>
        <translation>حلقهٔ یکتا (نوع 4)</translation>
    </message>
    <message>
        <source>hidden rectangle</source>
        <translation>مستطیل پنهان</translation>
    </message>
    <message>
        <source>a hidden rectangle</source>
        <translation>مستطیل پنهان</translation>
    </message>
    <message>
        <source>avoidable rectangle (type 1)</source>
        <translation>مستطیل اجتناب‌پذیر (نوع 1)</translation>
    </message>
    <message>
        <source>an avoidable rectangle (type 1)</source>
        <translation>مستطیل اجتناب‌پذیر (نوع 1)</translation>
    </message>
    <message>
        <source>avoidable rectangle (type 2)</source>
        <translation>مستطیل اجتناب‌پذیر (نوع 2)</translation>
    </message>
    <message>
        <source>an avoidable rectangle (type 2)</source>
        <translation>مستطیل اجتناب‌پذیر (نوع 2)</translation>
    </message>
    <message>
        <source>BUG (type 1)</source>
        <translation>BUG (نوع 1)</translation>
    </message>
    <message>
        <source>a BUG (type 1)</source>
        <translation>BUG (نوع 1)</translation>
    </message>
    <message>
        <source>BUG (type 2)</source>
        <translation>BUG (نوع 2)</translation>
    </message>
    <message>
        <source>a BUG (type 2)</source>
        <translation>BUG (نوع 2)</translation>
    </message>
    <message>
        <source>BUG (type 3)</source>
        <translation>BUG (نوع 3)</translation>
    </message>
    <message>
        <source>a BUG (type 3)</source>
        <translation>BUG (نوع 3)</translation>
    </message>
    <message>
        <source>BUG (type 4)</source>
        <translation>BUG (نوع 4)</translation>
    </message>
    <message>
        <source>a BUG (type 4)</source>
        <translation>BUG (نوع 4)</translation>
    </message>
    <message>
        <source>aligned pair exclusion</source>
        <translation>حذف جفت هم‌راستا</translation>
    </message>
    <message>
        <source>an aligned pair exclusion</source>
        <translation>حذف جفت هم‌راستا</translation>
    </message>
    <message>
        <source>aligned triple exclusion</source>
        <translation>حذف سه‌تایی هم‌راستا</translation>
    </message>
    <message>
        <source>an aligned triple exclusion</source>
        <translation>حذف سه‌تایی هم‌راستا</translation>
    </message>
    <message>
        <source>X-chain</source>
        <translation>زنجیرهٔ X</translation>
    </message>
    <message>
        <source>an X-chain</source>
        <translation>زنجیرهٔ X</translation>
    </message>
    <message>
        <source>X-cycle</source>
        <translation>چرخهٔ X</translation>
    </message>
    <message>
        <source>an X-cycle</source>
        <translation>چرخهٔ X</translation>
    </message>
    <message>
        <source>XY-chain</source>
        <translation>زنجیرهٔ XY</translation>
    </message>
    <message>
        <source>an XY-chain</source>
        <translation>زنجیرهٔ XY</translation>
    </message>
    <message>
        <source>remote pair</source>
        <translation>جفت دوردست</translation>
    </message>
    <message>
        <source>a remote pair</source>
        <translation>جفت دوردست</translation>
    </message>
    <message>
        <source>XY-cycle</source>
        <translation>چرخهٔ XY</translation>
    </message>
    <message>
        <source>an XY-cycle</source>
        <translation>چرخهٔ XY</translation>
    </message>
    <message>
        <source>alternating inference chain</source>
        <translation>زنجیرهٔ استنتاج متناوب</translation>
    </message>
    <message>
        <source>an alternating inference chain</source>
        <translation>زنجیرهٔ استنتاج متناوب</translation>
    </message>
    <message>
        <source>continuous nice loop</source>
        <translation>حلقهٔ نایس پیوسته</translation>
    </message>
    <message>
        <source>a continuous nice loop</source>
        <translation>حلقهٔ نایس پیوسته</translation>
    </message>
    <message>
        <source>grouped alternating inference chain</source>
        <translation>زنجیرهٔ استنتاج متناوب گروهی</translation>
    </message>
    <message>
        <source>a grouped alternating inference chain</source>
        <translation>زنجیرهٔ استنتاج متناوب گروهی</translation>
    </message>
    <message>
        <source>grouped nice loop</source>
        <translation>حلقهٔ نایس گروهی</translation>
    </message>
    <message>
        <source>a grouped nice loop</source>
        <translation>حلقهٔ نایس گروهی</translation>
    </message>
    <message>
        <source>alternating inference chain with almost locked sets</source>
        <translation>زنجیرهٔ استنتاج متناوب با مجموعه‌های تقریباً قفل‌شده</translation>
    </message>
    <message>
        <source>an alternating inference chain with almost locked sets</source>
        <translation>زنجیرهٔ استنتاج متناوب با مجموعه‌های تقریباً قفل‌شده</translation>
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
        <translation>زنجیرهٔ ALS</translation>
    </message>
    <message>
        <source>an ALS chain</source>
        <translation>زنجیرهٔ ALS</translation>
    </message>
    <message>
        <source>death blossom</source>
        <translation>شکوفهٔ مرگ</translation>
    </message>
    <message>
        <source>a death blossom</source>
        <translation>شکوفهٔ مرگ</translation>
    </message>
    <message>
        <source>Nishio forcing chain</source>
        <translation>زنجیرهٔ اجباری نیشیو</translation>
    </message>
    <message>
        <source>a Nishio forcing chain</source>
        <translation>زنجیرهٔ اجباری نیشیو</translation>
    </message>
    <message>
        <source>cell forcing chain</source>
        <translation>زنجیرهٔ اجباری خانه</translation>
    </message>
    <message>
        <source>a cell forcing chain</source>
        <translation>زنجیرهٔ اجباری خانه</translation>
    </message>
    <message>
        <source>unit forcing chain</source>
        <translation>زنجیرهٔ اجباری واحد</translation>
    </message>
    <message>
        <source>a unit forcing chain</source>
        <translation>زنجیرهٔ اجباری واحد</translation>
    </message>
    <message>
        <source>contradiction chain</source>
        <translation>زنجیرهٔ تناقض</translation>
    </message>
    <message>
        <source>a contradiction chain</source>
        <translation>زنجیرهٔ تناقض</translation>
    </message>
    <message>
        <source>double forcing chain</source>
        <translation>زنجیرهٔ اجباری دوگانه</translation>
    </message>
    <message>
        <source>a double forcing chain</source>
        <translation>زنجیرهٔ اجباری دوگانه</translation>
    </message>
    <message>
        <source>dynamic cell forcing chain</source>
        <translation>زنجیرهٔ اجباری پویای خانه</translation>
    </message>
    <message>
        <source>a dynamic cell forcing chain</source>
        <translation>زنجیرهٔ اجباری پویای خانه</translation>
    </message>
    <message>
        <source>dynamic unit forcing chain</source>
        <translation>زنجیرهٔ اجباری پویای واحد</translation>
    </message>
    <message>
        <source>a dynamic unit forcing chain</source>
        <translation>زنجیرهٔ اجباری پویای واحد</translation>
    </message>
    <message>
        <source>dynamic forcing chain (+)</source>
        <translation>زنجیرهٔ اجباری پویا (+)</translation>
    </message>
    <message>
        <source>a dynamic forcing chain (+)</source>
        <translation>زنجیرهٔ اجباری پویا (+)</translation>
    </message>
    <message>
        <source>nested forcing chain</source>
        <translation>زنجیرهٔ اجباری تودرتو</translation>
    </message>
    <message>
        <source>a nested forcing chain</source>
        <translation>زنجیرهٔ اجباری تودرتو</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 in %2 %3</source>
        <translation>%1 در %2 %3</translation>
    </message>
    <message>
        <source>almost locked sets %1; their cells with %2 all see each other, and so do their cells with %3: one set lacks %2 and the other %3, so each holds all its other digits</source>
        <translation>مجموعه‌های تقریباً قفل‌شدهٔ %1؛ خانه‌هایی از آن‌ها که %2 دارند همه یکدیگر را می‌بینند، و خانه‌هایی که %3 دارند نیز همین‌طور: یک مجموعه فاقد %2 است و دیگری فاقد %3، پس هر کدام همهٔ رقم‌های دیگرش را در بر دارد</translation>
    </message>
    <message>
        <source>almost locked sets %1: %2: either %3 or %4</source>
        <translation>مجموعه‌های تقریباً قفل‌شدهٔ %1: %2: یا %3 یا %4</translation>
    </message>
    <message>
        <source>%1 holds only %2; petals %3: %4 — in every case one of %5 is %6</source>
        <translation>%1 فقط %2 را دارد؛ گلبرگ‌ها: %3؛ %4 — در هر حالت یکی از %5 برابر %6 است</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation>%1 برابر %2 است</translation>
    </message>
    <message>
        <source>%1 is not %2</source>
        <translation>%1 برابر %2 نیست</translation>
    </message>
    <message>
        <source>one of %1 is %2</source>
        <translation>یکی از %1 برابر %2 است</translation>
    </message>
    <message>
        <source>none of %1 is %2</source>
        <translation>هیچ‌یک از %1 برابر %2 نیست</translation>
    </message>
    <message>
        <source>the almost locked set %1 lacks %2, so %3</source>
        <translation>مجموعهٔ تقریباً قفل‌شدهٔ %1 فاقد %2 است، پس %3</translation>
    </message>
    <message>
        <source>if %1</source>
        <translation>اگر %1</translation>
    </message>
    <message>
        <source>so %1</source>
        <translation>پس %1</translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>%1: either %2 or %3</source>
        <translation>%1: یا %2 یا %3</translation>
    </message>
    <message>
        <source>%1 — back where it began: a loop, so each of its weak links holds both ways</source>
        <translation>%1 — به همان جایی برگشت که از آن آغاز شد: یک حلقه، پس هر پیوند ضعیف آن در هر دو جهت برقرار است</translation>
    </message>
    <message>
        <source>the conjugate pairs of %1 make two clusters, %2 against %3 and %4 against %5; a cell of one colour of each sees a cell of one colour of the other, so not both of those colours hold the %1 and one of the other two does</source>
        <translation>جفت‌های مزدوج %1 دو خوشه می‌سازند، %2 در برابر %3 و %4 در برابر %5؛ خانه‌ای از یکی از رنگ‌های هر خوشه، خانه‌ای از یکی از رنگ‌های خوشهٔ دیگر را می‌بیند، پس %1 نمی‌تواند در هر دوی این رنگ‌ها باشد و در یکی از دو رنگ دیگر هست</translation>
    </message>
    <message>
        <source>the conjugate pairs of %1 colour %2 against %3: one colour holds the %1s; two cells of one colour share a unit, so that colour is false</source>
        <translation>جفت‌های مزدوج %1، خانه‌های %2 را در برابر %3 رنگ می‌کنند: %1 در همهٔ خانه‌های یکی از دو رنگ قرار دارد؛ دو خانه از یک رنگ در یک واحد مشترک‌اند، پس آن رنگ نادرست است</translation>
    </message>
    <message>
        <source>the conjugate pairs of %1 colour %2 against %3: one colour holds the %1s, and each struck cell sees both colours</source>
        <translation>جفت‌های مزدوج %1، خانه‌های %2 را در برابر %3 رنگ می‌کنند: %1 در همهٔ خانه‌های یکی از دو رنگ قرار دارد، و هر خانه‌ای که نامزدش حذف می‌شود هر دو رنگ را می‌بیند</translation>
    </message>
    <message>
        <source>no way to fill %1 that repeats no digit in a unit and leaves each of %2 (cells that see them all) a candidate uses the candidates struck out</source>
        <translation>هیچ راهی برای پر کردن %1 که هیچ رقمی را در یک واحد تکرار نکند و برای هر یک از %2 (خانه‌هایی که همهٔ آن‌ها را می‌بینند) نامزدی باقی بگذارد، از نامزدهای حذف‌شده استفاده نمی‌کند</translation>
    </message>
    <message>
        <source>%1 in %2 lies only in %3 and in the fins %4, in %5 (a sashimi fish: without the fins a line would keep one place): if a fin holds %1, nothing else in %5 does; if not, %3 hold it in %2</source>
        <translation>%1 در %2 فقط در %3 و در باله‌های %4 در %5 قرار دارد (ماهی ساشیمی: بدون باله‌ها یکی از خط‌ها فقط یک جا برای آن داشت): اگر یک باله %1 را داشته باشد، هیچ خانهٔ دیگری در %5 آن را ندارد؛ و اگر نه، %3 آن را در %2 در بر دارند</translation>
    </message>
    <message>
        <source>%1 in %2 lies only in %3 and in the fins %4, in %5: if a fin holds %1, nothing else in %5 does; if not, %3 hold it in %2</source>
        <translation>%1 در %2 فقط در %3 و در باله‌های %4 در %5 قرار دارد: اگر یک باله %1 را داشته باشد، هیچ خانهٔ دیگری در %5 آن را ندارد؛ و اگر نه، %3 آن را در %2 در بر دارند</translation>
    </message>
    <message>
        <source>%1 in %2 lies only in %3</source>
        <translation>%1 در %2 فقط در %3 قرار دارد</translation>
    </message>
    <message>
        <source>%1 in %2 lies only in %3, so in %4 it fits only in %5</source>
        <translation>%1 در %2 فقط در %3 قرار دارد، پس در %4 فقط در %5 جا می‌گیرد</translation>
    </message>
    <message>
        <source>%1 holds only %2, and %3 hold both; in %4 and in %5, %6 lies only in the rectangle&apos;s corners, so were %7 %8, %9 would be %6, %1 would be %8, and %2 could swap round the rectangle for a second solution</source>
        <translation>%1 فقط %2 را دارد و %3 هر دو را دارند؛ در %4 و در %5، %6 فقط در گوشه‌های مستطیل قرار دارد، پس اگر %7 برابر %8 بود، %9 برابر %6 می‌شدند، %1 برابر %8 می‌شد، و %2 می‌توانستند دور مستطیل جابه‌جا شوند و جواب دومی پدید آید</translation>
    </message>
    <message>
        <source>%1 is %2 and %3 are %4, none of them a given; were %5 %2, the four cells could swap %2 and %4 for a second solution</source>
        <translation>%1 برابر %2 است و %3 برابر %4 هستند و هیچ‌کدام رقم داده‌شده نیستند؛ اگر %5 برابر %2 بود، این چهار خانه می‌توانستند %2 و %4 را جابه‌جا کنند و جواب دومی پدید آید</translation>
    </message>
    <message>
        <source>%1 is %2 and %3 is %4, neither a given; were neither %5 nor %6 %7, they would be %4 and %2, and the four cells could swap %2 and %4 for a second solution: one of them is %7</source>
        <translation>%1 برابر %2 و %3 برابر %4 است و هیچ‌کدام رقم داده‌شده نیستند؛ اگر هیچ‌یک از %5 و %6 برابر %7 نبود، آن‌ها برابر %4 و %2 می‌شدند و این چهار خانه می‌توانستند %2 و %4 را جابه‌جا کنند و جواب دومی پدید آید: پس یکی از آن‌ها برابر %7 است</translation>
    </message>
    <message>
        <source>the last empty cell of %1</source>
        <translation>آخرین خانهٔ خالی %1</translation>
    </message>
    <message>
        <source>%1 is the only candidate left in %2</source>
        <translation>%1 تنها نامزد باقی‌مانده در %2 است</translation>
    </message>
    <message>
        <source>%1 fits nowhere else in %2</source>
        <translation>%1 در هیچ جای دیگری از %2 جا نمی‌گیرد</translation>
    </message>
    <message>
        <source>%1 hold only %2 in %3</source>
        <translation>%1 در %3 فقط %2 را دارند</translation>
    </message>
    <message>
        <source>%1 fit only in %2 in %3</source>
        <translation>%1 در %3 فقط در %2 جا می‌گیرند</translation>
    </message>
    <message>
        <source>%1 fit only in %2 in %3, so %4 fits only in %5</source>
        <translation>%1 در %3 فقط در %2 جا می‌گیرند، پس %4 فقط در %5 جا می‌گیرد</translation>
    </message>
    <message>
        <source>%1, where %2 and %3 cross, hold %4; with %5 in %2 and %6 in %3, these %7 cells hold %7 digits, each once: %8 cannot be elsewhere in %2, nor %9 elsewhere in %3</source>
        <translation>%1، محل تقاطع %2 و %3، %4 را دارند؛ همراه با %5 در %2 و %6 در %3، این %7 خانه %7 رقم را، هر کدام یک بار، در بر دارند: %8 نمی‌تواند در جای دیگری از %2 باشد، و %9 نیز در جای دیگری از %3</translation>
    </message>
    <message>
        <source>%1 hold only %2; if %3 did too, %2 could swap for a second solution</source>
        <translation>%1 فقط %2 را دارند؛ اگر %3 هم فقط همین‌ها را داشت، %2 می‌توانستند جابه‌جا شوند و جواب دومی پدید آید</translation>
    </message>
    <message>
        <source>%1 make a loop on %2, and %3 also hold %4: were none of them %4, %2 could swap round the loop for a second solution</source>
        <translation>%1 روی %2 یک حلقه می‌سازند، و %3 نیز %4 را دارند: اگر هیچ‌یک از آن‌ها برابر %4 نبود، %2 می‌توانستند دور حلقه جابه‌جا شوند و جواب دومی پدید آید</translation>
    </message>
    <message>
        <source>%1 make a loop on %2, and %3 also hold %4; in %5, %6 lies only in %3, so one of them is %6, and were the other %7, %2 could swap round the loop for a second solution</source>
        <translation>%1 روی %2 یک حلقه می‌سازند، و %3 نیز %4 را دارند؛ در %5، %6 فقط در %3 قرار دارد، پس یکی از آن‌ها برابر %6 است، و اگر دیگری برابر %7 بود، %2 می‌توانستند دور حلقه جابه‌جا شوند و جواب دومی پدید آید</translation>
    </message>
    <message>
        <source>%1 make a loop on %2, and %3 also hold %4: one of them holds one of %4, or %2 could swap round the loop for a second solution</source>
        <translation>%1 روی %2 یک حلقه می‌سازند، و %3 نیز %4 را دارند: یکی از آن‌ها برابر یکی از %4 است، وگرنه %2 می‌توانستند دور حلقه جابه‌جا شوند و جواب دومی پدید آید</translation>
    </message>
    <message>
        <source>%1; so %2 fit only in the other one and %3 in %4</source>
        <translation>%1؛ پس %2 در %4 فقط در آن یکی دیگر و در %3 جا می‌گیرند</translation>
    </message>
    <message>
        <source>%1; so %2, as one cell, and %3 hold only %4 in %5</source>
        <translation>%1؛ پس %2 (به‌عنوان یک خانه) و %3 در %5 فقط %4 را دارند</translation>
    </message>
    <message>
        <source>every empty cell would hold two candidates and every digit two places in each unit, a board that never has exactly one solution</source>
        <translation>هر خانهٔ خالی دو نامزد و هر رقم در هر واحد دو جا می‌داشت؛ جدولی که هرگز دقیقاً یک جواب ندارد</translation>
    </message>
    <message>
        <source>%1 must be %2, or %3</source>
        <translation>%1 باید %2 باشد، وگرنه %3</translation>
    </message>
    <message>
        <source>%1 must be one of %2, or %3</source>
        <translation>%1 باید یکی از %2 باشد، وگرنه %3</translation>
    </message>
    <message>
        <source>one of %1 must be %2, or %3</source>
        <translation>یکی از %1 باید %2 باشد، وگرنه %3</translation>
    </message>
    <message>
        <source>one of %1 must be true, or %2; so %3, as one cell, and %4 hold only %5 in %6</source>
        <translation>یکی از %1 باید درست باشد، وگرنه %2؛ پس %3 (به‌عنوان یک خانه) و %4 در %6 فقط %5 را دارند</translation>
    </message>
    <message>
        <source>one of %1 must be true, or %2; in %3, %4 lies only in %5, so each of them is %4 or its extra digit</source>
        <translation>یکی از %1 باید درست باشد، وگرنه %2؛ در %3، %4 فقط در %5 قرار دارد، پس هر یک از آن‌ها یا %4 است یا رقم اضافهٔ خودش</translation>
    </message>
    <message>
        <source>%1 holds %2</source>
        <translation>%1 دارای %2 است</translation>
    </message>
    <message>
        <source>%1: one of the three is %2</source>
        <translation>%1: یکی از این سه برابر %2 است</translation>
    </message>
    <message>
        <source>%1: whichever %2 is, %3 or %4 is %5</source>
        <translation>%1: %2 هر چه باشد، %3 یا %4 برابر %5 است</translation>
    </message>
    <message>
        <source>%1 hold only %2; in %3, %4 lies only in %5: %6 or %7 is %8</source>
        <translation>%1 فقط %2 را دارند؛ در %3، %4 فقط در %5 قرار دارد: %6 یا %7 برابر %8 است</translation>
    </message>
    <message>
        <source>%1 hold only %2, one digit more than cells; %3 holds only %4 and %5 and sees every one of them holding %4: whichever %3 is, %5 is in %3 or among them</source>
        <translation>%1 فقط %2 را دارند، یک رقم بیشتر از تعداد خانه‌ها؛ %3 فقط %4 و %5 را دارد و همهٔ خانه‌هایی از آن‌ها را که %4 دارند می‌بیند: %3 هر چه باشد، %5 یا در %3 است یا در میان آن‌ها</translation>
    </message>
    <message>
        <source>%1 hold only %2, one digit more than cells; %3 holds only %4 and sees every one of them holding either: between them they hold each digit once, which is in one of its places here</source>
        <translation>%1 فقط %2 را دارند، یک رقم بیشتر از تعداد خانه‌ها؛ %3 فقط %4 را دارد و همهٔ خانه‌هایی از آن‌ها را که یکی از این دو را دارند می‌بیند: روی هم هر رقم را یک بار دارند، و آن رقم در یکی از جاهایش در همین‌جاست</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 و %2</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>سطر %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>ستون %1</translation>
    </message>
    <message>
        <source>box %1</source>
        <translation>جعبهٔ %1</translation>
    </message>
    <message>
        <source>rows %1</source>
        <translation>سطرهای %1</translation>
    </message>
    <message>
        <source>columns %1</source>
        <translation>ستون‌های %1</translation>
    </message>
    <message>
        <source>boxes %1</source>
        <translation>جعبه‌های %1</translation>
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
        <translation>%1 در %2</translation>
    </message>
    <message>
        <source>%1: each of its %2 branches leads to %3.</source>
        <translation>%1: هر یک از %2 شاخهٔ آن به %3 می‌رسد.</translation>
    </message>
    <message>
        <source>Branch %1 of %2: %3.</source>
        <translation>شاخهٔ %1 از %2: %3.</translation>
    </message>
    <message>
        <source>Placed %1 in %2 (%3).</source>
        <translation>%1 در %2 گذاشته شد (%3).</translation>
    </message>
    <message>
        <source>Try %1 in %2</source>
        <translation>آزمودن %1 در %2</translation>
    </message>
    <message>
        <source>%1 clashes with a peer of %2</source>
        <translation>%1 با یکی از همسایه‌های %2 تداخل دارد</translation>
    </message>
    <message>
        <source>Guess %1 in %2 (other digits left to try)</source>
        <translation>حدس %1 در %2 (رقم‌های دیگری هم برای آزمودن مانده)</translation>
    </message>
    <message>
        <source>Place %1 in %2</source>
        <translation>گذاشتن %1 در %2</translation>
    </message>
    <message>
        <source>%1: %2 in %3</source>
        <translation>%1: %2 در %3</translation>
    </message>
    <message>
        <source>Remove %1 from %2</source>
        <translation>حذف %1 از %2</translation>
    </message>
    <message>
        <source>Remove %1 from %2 (%3)</source>
        <translation>حذف %1 از %2 (%3)</translation>
    </message>
    <message>
        <source>Guess %1 in %2 (depth %3)</source>
        <translation>حدس %1 در %2 (عمق %3)</translation>
    </message>
    <message>
        <source>Dead end: %1 has no candidate left</source>
        <translation>بن‌بست: %1 هیچ نامزدی ندارد</translation>
    </message>
    <message>
        <source>Dead end: %1 has no place left in %2</source>
        <translation>بن‌بست: %1 در %2 هیچ جایی ندارد</translation>
    </message>
    <message>
        <source>Back up: undo the guess in %1 (depth %2)</source>
        <translation>عقب‌گرد: لغو حدس در %1 (عمق %2)</translation>
    </message>
    <message>
        <source>Back up: take back %1</source>
        <translation>عقب‌گرد: پس گرفتن %1</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>آسان</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>متوسط</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>سخت</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>حرفه‌ای</translation>
    </message>
    <message>
        <source>Extreme</source>
        <translation>بسیار سخت</translation>
    </message>
    <message>
        <source>Nightmare</source>
        <translation>کابوس</translation>
    </message>
    <message>
        <source>Not rated</source>
        <translation>بدون امتیاز</translation>
    </message>
    <message>
        <source>quads, fish, skyscrapers, kites and wings</source>
        <translation>چهارتایی‌ها، ماهی‌ها، آسمان‌خراش‌ها، بادبادک‌ها و Wingها</translation>
    </message>
    <message>
        <source>forcing chains</source>
        <translation>زنجیره‌های اجباری</translation>
    </message>
    <message>
        <source>forcing chains nested in forcing chains</source>
        <translation>زنجیره‌های اجباری تودرتو در زنجیره‌های اجباری</translation>
    </message>
    <message>
        <source>no single solution</source>
        <translation>بدون جواب یکتا</translation>
    </message>
    <message>
        <source>Not rated: the puzzle has no solution.</source>
        <translation>بدون امتیاز: جدول جوابی ندارد.</translation>
    </message>
    <message>
        <source>Not rated: the puzzle has more than one solution.</source>
        <translation>بدون امتیاز: جدول بیش از یک جواب دارد.</translation>
    </message>
    <message>
        <source>%1, rated %2.</source>
        <translation>%1، امتیاز %2.</translation>
    </message>
    <message>
        <source>Hardest step: %1.</source>
        <translation>سخت‌ترین گام: %1.</translation>
    </message>
    <message>
        <source>Steps: %1.</source>
        <translation>گام‌ها: %1.</translation>
    </message>
    <message>
        <source>None</source>
        <translation>هیچ</translation>
    </message>
    <message>
        <source>Rotational (180°)</source>
        <translation>چرخشی (180°)</translation>
    </message>
    <message>
        <source>Diagonal</source>
        <translation>قطری</translation>
    </message>
    <message>
        <source>Mirror (left–right)</source>
        <translation>آینه‌ای (چپ–راست)</translation>
    </message>
    <message>
        <source>Human logic</source>
        <translation>منطق انسانی</translation>
    </message>
    <message>
        <source>Backtracking</source>
        <translation>عقب‌گرد</translation>
    </message>
    <message>
        <source>Bitmask backtracking</source>
        <translation>عقب‌گرد با بیت‌ماسک</translation>
    </message>
    <message>
        <source>Most constrained cell (MRV)</source>
        <translation>مقیدترین خانه (MRV)</translation>
    </message>
    <message>
        <source>Constraint propagation (Norvig)</source>
        <translation>انتشار قید (نورویگ)</translation>
    </message>
    <message>
        <source>Forward checking (MRV + LCV)</source>
        <translation>بررسی پیشرو (MRV + LCV)</translation>
    </message>
    <message>
        <source>Solves as a person would: the simplest technique that applies, every time, up to nested forcing chains. A puzzle with one solution never needs a guess.</source>
        <translation>مانند یک انسان حل می‌کند: هر بار ساده‌ترین تکنیکی که کارساز باشد، تا زنجیره‌های اجباری تودرتو. جدولی که یک جواب دارد هرگز به حدس نیاز ندارد.</translation>
    </message>
    <message>
        <source>Fills the empty cells in reading order, trying 1 to 9 in each and checking the peers; on a dead end it takes back the last digit and tries the next.</source>
        <translation>خانه‌های خالی را به ترتیب، سطر به سطر، پر می‌کند، در هر کدام 1 تا 9 را می‌آزماید و همسایه‌ها را بررسی می‌کند؛ در بن‌بست آخرین رقم را پس می‌گیرد و رقم بعدی را می‌آزماید.</translation>
    </message>
    <message>
        <source>The same search as backtracking, but row, column and box bitmasks give the free digits at once, so no digit is ever rejected.</source>
        <translation>همان جست‌وجوی عقب‌گرد، اما بیت‌ماسک‌های سطر، ستون و جعبه رقم‌های آزاد را یک‌جا می‌دهند، پس هیچ رقمی هرگز رد نمی‌شود.</translation>
    </message>
    <message>
        <source>Always fills the cell with the fewest candidates left, and rolls back when a cell runs out of them.</source>
        <translation>همیشه خانه‌ای را پر می‌کند که کمترین نامزد را دارد، و هر گاه نامزدهای خانه‌ای تمام شود، به عقب برمی‌گردد.</translation>
    </message>
    <message>
        <source>Peter Norvig&apos;s solver: every placement removes its digit from the peers, singles follow from that, and it guesses only on the cell with fewest candidates.</source>
        <translation>حل‌کنندهٔ پیتر نورویگ: هر جایگذاری رقمش را از همسایه‌ها حذف می‌کند، تک‌رقمی‌ها از همین به دست می‌آیند، و فقط روی خانه‌ای که کمترین نامزد را دارد حدس می‌زند.</translation>
    </message>
    <message>
        <source>Picks the most constrained cell, tries first the digit that constrains its peers least, and backs up as soon as a peer has no candidate left.</source>
        <translation>مقیدترین خانه را برمی‌گزیند، نخست رقمی را می‌آزماید که همسایه‌هایش را از همه کمتر محدود کند، و به محض اینکه یکی از همسایه‌ها هیچ نامزدی نداشته باشد به عقب برمی‌گردد.</translation>
    </message>
    <message numerus="yes">
        <source>Applied %1: %n candidate(s) struck out.</source>
        <translation>
            <numerusform>%1 اعمال شد: %n نامزد حذف شد.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It needs %n guess(es).</source>
        <translation>
            <numerusform>به %n حدس نیاز دارد.</numerusform>
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
        <translation>%1، جعبه‌های %2×%3</translation>
    </message>
    <message>
        <source>a digit %1-%2 or &apos;.&apos;</source>
        <translation>یک رقم %1-%2 یا &apos;.&apos;</translation>
    </message>
    <message>
        <source>a digit %1-%2, the letter A or &apos;.&apos;</source>
        <translation>یک رقم %1-%2، حرف A یا &apos;.&apos;</translation>
    </message>
    <message>
        <source>a digit %1-%2, a letter A-%3 or &apos;.&apos;</source>
        <translation>یک رقم %1-%2، یک حرف A-%3 یا &apos;.&apos;</translation>
    </message>
    <message>
        <source>value %1 is out of range for %2</source>
        <translation>مقدار %1 برای %2 خارج از محدوده است</translation>
    </message>
    <message>
        <source>a size is %1 or %2</source>
        <translation>اندازه باید %1 یا %2 باشد</translation>
    </message>
    <message>
        <source>end of line</source>
        <translation>پایان خط</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>انتظار می‌رفت %1، اما %2 آمده است</translation>
    </message>
    <message>
        <source>puzzle has %1 cells, expected %2</source>
        <translation>جدول %1 خانه دارد، انتظار می‌رفت %2</translation>
    </message>
    <message>
        <source>%1 and %2 both hold %3</source>
        <translation>%1 و %2 هر دو %3 دارند</translation>
    </message>
    <message>
        <source>puzzle has more than %1 cells</source>
        <translation>جدول بیش از %1 خانه دارد</translation>
    </message>
    <message>
        <source>a grid row has more than %1 cells</source>
        <translation>یک سطر جدول بیش از %1 خانه دارد</translation>
    </message>
    <message>
        <source>longer than 1 MiB</source>
        <translation>بلندتر از 1 MiB</translation>
    </message>
    <message>
        <source>puzzle has %1 cells, expected %2 (%3) or %4 (%5)</source>
        <translation>جدول %1 خانه دارد، انتظار می‌رفت %2 (%3) یا %4 (%5)</translation>
    </message>
    <message>
        <source>unsupported size %1: %2</source>
        <translation>اندازهٔ پشتیبانی‌نشده %1: %2</translation>
    </message>
    <message>
        <source>a puzzle of size %1, expected %2</source>
        <translation>جدولی با اندازهٔ %1، انتظار می‌رفت %2</translation>
    </message>
    <message>
        <source>expected the number of givens on the line after the size</source>
        <translation>انتظار می‌رفت تعداد خانه‌های داده‌شده در خط بعد از اندازه بیاید</translation>
    </message>
    <message>
        <source>the number of givens 0-%1</source>
        <translation>تعداد خانه‌های داده‌شده 0-%1</translation>
    </message>
    <message>
        <source>expected %1 givens, found %2</source>
        <translation>انتظار می‌رفت %1 خانهٔ داده‌شده، اما %2 پیدا شد</translation>
    </message>
    <message>
        <source>a row 1-%1</source>
        <translation>یک سطر 1-%1</translation>
    </message>
    <message>
        <source>a column 1-%1</source>
        <translation>یک ستون 1-%1</translation>
    </message>
    <message>
        <source>a value 1-%1</source>
        <translation>یک مقدار 1-%1</translation>
    </message>
    <message>
        <source>%1 is already given on line %2</source>
        <translation>%1 پیش‌تر در خط %2 داده شده است</translation>
    </message>
    <message>
        <source>no puzzle found</source>
        <translation>هیچ جدولی پیدا نشد</translation>
    </message>
    <message>
        <source>expected one puzzle, found a second one here</source>
        <translation>انتظار یک جدول می‌رفت، اما اینجا جدول دومی آغاز می‌شود</translation>
    </message>
    <message>
        <source>the file can no longer be read here</source>
        <translation>دیگر نمی‌توان فایل را از اینجا خواند</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>خط %1، ستون %2: %3</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>خط %1: %2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>، </translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the cases of a forcing chain</comment>
        <translation>؛ </translation>
    </message>
    <message>
        <source>%1×%2</source>
        <translation>%1×%2</translation>
    </message>
    <message>
        <source>a carriage return (CR) inside the line: lines that end with CR alone are not read; end them with LF</source>
        <translation>یک بازگشت نورد (CR) در میان خط: خط‌هایی که تنها با CR تمام می‌شوند خوانده نمی‌شوند؛ آن‌ها را با LF تمام کنید</translation>
    </message>
    <message>
        <source>supposed</source>
        <translation>فرض</translation>
    </message>
    <message>
        <source>%1 is already in %2</source>
        <translation>%1 از پیش در %2 هست</translation>
    </message>
    <message>
        <source>the only candidate left in %1</source>
        <translation>تنها نامزد باقی‌مانده در %1</translation>
    </message>
    <message>
        <source>the only place left for %1 in %2</source>
        <translation>تنها جای باقی‌مانده برای %1 در %2</translation>
    </message>
    <message>
        <source>the only places left for %1 in %2</source>
        <translation>تنها جاهای باقی‌مانده برای %1 در %2</translation>
    </message>
    <message>
        <source>the almost locked set %1 lacks %2</source>
        <translation>مجموعهٔ تقریباً قفل‌شدهٔ %1 فاقد %2 است</translation>
    </message>
    <message>
        <source>by %1:</source>
        <translation>با %1:</translation>
    </message>
    <message>
        <source>it follows</source>
        <translation>نتیجه می‌شود</translation>
    </message>
    <message>
        <source>%1. %2 (%3)</source>
        <translation>%1. %2 (%3)</translation>
    </message>
    <message>
        <source>%1. from %2: %3 (%4)</source>
        <translation>%1. از %2: %3 (%4)</translation>
    </message>
    <message>
        <source>branch %1 of %2:</source>
        <translation>شاخهٔ %1 از %2:</translation>
    </message>
    <message>
        <source>if %1, a contradiction follows</source>
        <translation>اگر %1، تناقض پیش می‌آید</translation>
    </message>
    <message>
        <source>in %1, %2 lies only in %3, and in every case %4</source>
        <translation>در %1، %2 فقط در %3 قرار دارد، و در هر حالت %4</translation>
    </message>
    <message>
        <source>%1 is %2 or it is not, and either way %3</source>
        <translation>%1 یا برابر %2 است یا نیست، و در هر دو حالت %3</translation>
    </message>
    <message>
        <source>%1 holds only %2, and in every case %3</source>
        <translation>%1 فقط %2 را دارد، و در هر حالت %3</translation>
    </message>
    <message>
        <source>Branch %1 of %2:</source>
        <translation>شاخهٔ %1 از %2:</translation>
    </message>
    <message>
        <source>chains, uniqueness, almost locked sets, exclusion, bigger wings and finned fish</source>
        <translation>زنجیره‌ها، یکتایی، مجموعه‌های تقریباً قفل‌شده، حذف هم‌تراز، Wingهای بزرگ‌تر و ماهی‌های باله‌دار</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>نارنجی</translation>
    </message>
    <message>
        <source>sky blue</source>
        <translation>آبی آسمانی</translation>
    </message>
    <message>
        <source>green</source>
        <translation>سبز</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>زرد</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>بنفش</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>آبی</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>دایره</translation>
    </message>
    <message>
        <source>square</source>
        <translation>مربع</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>لوزی</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>مثلث</translation>
    </message>
    <message>
        <source>upside-down triangle</source>
        <translation>مثلث وارونه</translation>
    </message>
    <message>
        <source>plus sign</source>
        <translation>علامت به‌علاوه</translation>
    </message>
    <message>
        <source>Singles</source>
        <translation>تک‌رقمی‌ها</translation>
    </message>
    <message>
        <source>Intersections</source>
        <translation>تقاطع‌ها</translation>
    </message>
    <message>
        <source>Subsets</source>
        <translation>زیرمجموعه‌ها</translation>
    </message>
    <message>
        <source>Fish</source>
        <translation>ماهی‌ها</translation>
    </message>
    <message>
        <source>Single-digit patterns</source>
        <translation>الگوهای تک‌رقمی</translation>
    </message>
    <message>
        <source>Wings</source>
        <translation>Wingها</translation>
    </message>
    <message>
        <source>Uniqueness</source>
        <translation>یکتایی</translation>
    </message>
    <message>
        <source>Chains</source>
        <translation>زنجیره‌ها</translation>
    </message>
    <message>
        <source>Almost locked sets</source>
        <translation>مجموعه‌های تقریباً قفل‌شده</translation>
    </message>
    <message>
        <source>Exclusion</source>
        <translation>حذف هم‌تراز</translation>
    </message>
    <message>
        <source>Forcing chains</source>
        <translation>زنجیره‌های اجباری</translation>
    </message>
    <message>
        <source>a %1 puzzle is read from one line: its cells, then its %2</source>
        <translation>جدول %1 از یک خط خوانده می‌شود: نخست خانه‌ها، سپس %2</translation>
    </message>
    <message>
        <source>regions</source>
        <translation>ناحیه‌ها</translation>
    </message>
    <message>
        <source>cages and their sums</source>
        <translation>قفس‌ها و مجموع‌هایشان</translation>
    </message>
    <message>
        <source>a space and each cell&apos;s region</source>
        <translation>یک فاصله و ناحیهٔ هر خانه</translation>
    </message>
    <message>
        <source>a region 1-%1 or a-%2</source>
        <translation>یک ناحیه 1-%1 یا a-%2</translation>
    </message>
    <message>
        <source>a region 1-9 or A-%1</source>
        <translation>یک ناحیه 1-9 یا A-%1</translation>
    </message>
    <message>
        <source>region %1 has %2 cells, expected %3</source>
        <translation>ناحیهٔ %1 %2 خانه دارد، انتظار می‌رفت %3</translation>
    </message>
    <message>
        <source>region %1 is not connected: %2 is cut off from %3</source>
        <translation>ناحیهٔ %1 پیوسته نیست: %2 از %3 جدا افتاده است</translation>
    </message>
    <message>
        <source>a space and each cell&apos;s cage</source>
        <translation>یک فاصله و قفس هر خانه</translation>
    </message>
    <message>
        <source>a cage&apos;s name (a letter or a digit) or &apos;.&apos;</source>
        <translation>نام یک قفس (یک حرف یا یک رقم) یا &apos;.&apos;</translation>
    </message>
    <message>
        <source>a cage&apos;s name, &apos;=&apos; and its sum</source>
        <translation>نام یک قفس، &apos;=&apos; و مجموع آن</translation>
    </message>
    <message>
        <source>a space and the cages&apos; sums (a=12,b=7,…)</source>
        <translation>یک فاصله و مجموع‌های قفس‌ها (a=12,b=7,…)</translation>
    </message>
    <message>
        <source>no cell is in cage %1</source>
        <translation>هیچ خانه‌ای در قفس %1 نیست</translation>
    </message>
    <message>
        <source>cage %1 has a second sum</source>
        <translation>قفس %1 مجموع دومی دارد</translation>
    </message>
    <message>
        <source>&apos;,&apos; or the end of the sums</source>
        <translation>&apos;,&apos; یا پایان مجموع‌ها</translation>
    </message>
    <message>
        <source>cage %1 has no sum</source>
        <translation>قفس %1 مجموعی ندارد</translation>
    </message>
    <message>
        <source>cage %1 is not connected: %2 is cut off from %3</source>
        <translation>قفس %1 پیوسته نیست: %2 از %3 جدا افتاده است</translation>
    </message>
    <message>
        <source>cage %1 has %2 cells, more than %3</source>
        <translation>قفس %1 %2 خانه دارد، بیش از %3</translation>
    </message>
    <message>
        <source>cage %1 cannot add up to %2: %3 different digits make %4 to %5</source>
        <translation>مجموع قفس %1 نمی‌تواند %2 باشد: مجموع %3 رقم متفاوت از %4 تا %5 است</translation>
    </message>
    <message>
        <source>the cages&apos; sums add up to %1, expected %2</source>
        <translation>جمع مجموع‌های قفس‌ها %1 است، انتظار می‌رفت %2</translation>
    </message>
    <message>
        <source>the regions name %1 cells, expected %2</source>
        <translation>ناحیه‌ها برای %1 خانه مشخص شده‌اند، انتظار می‌رفت %2</translation>
    </message>
    <message>
        <source>the cages name %1 cells, expected %2</source>
        <translation>قفس‌ها برای %1 خانه مشخص شده‌اند، انتظار می‌رفت %2</translation>
    </message>
    <message>
        <source>the givens of the cage at %1 cannot add up to its sum, %2</source>
        <translation>رقم‌های دادهٔ قفسِ %1 نمی‌توانند به مجموع آن، %2، برسند</translation>
    </message>
    <message>
        <source>%1 puzzles are 9×9, not %2×%3</source>
        <translation>جدول‌های %1 ‏۹×۹ هستند، نه %2×%3</translation>
    </message>
    <message>
        <source>Classic Sudoku</source>
        <translation>سودوکوی کلاسیک</translation>
    </message>
    <message>
        <source>X-Sudoku</source>
        <translation>سودوکوی X</translation>
    </message>
    <message>
        <source>Windoku</source>
        <translation>ویندوکو</translation>
    </message>
    <message>
        <source>Jigsaw Sudoku</source>
        <translation>سودوکوی جورچین</translation>
    </message>
    <message>
        <source>Killer Sudoku</source>
        <translation>سودوکوی قاتل</translation>
    </message>
    <message>
        <source>region %1</source>
        <comment>a jigsaw&apos;s irregular box</comment>
        <translation>ناحیهٔ %1</translation>
    </message>
    <message>
        <source>the diagonal</source>
        <comment>r1c1 to r9c9</comment>
        <translation>قطر اصلی</translation>
    </message>
    <message>
        <source>the anti-diagonal</source>
        <comment>r1c9 to r9c1</comment>
        <translation>قطر فرعی</translation>
    </message>
    <message>
        <source>window %1</source>
        <comment>one of a windoku&apos;s four extra 3×3 units</comment>
        <translation>پنجرهٔ %1</translation>
    </message>
    <message>
        <source>cage combination</source>
        <translation>ترکیب قفس</translation>
    </message>
    <message>
        <source>a cage combination</source>
        <translation>ترکیب قفس</translation>
    </message>
    <message>
        <source>45 rule (innies and outies)</source>
        <translation>قاعدهٔ ۴۵ (خانه‌های درونی و بیرونی)</translation>
    </message>
    <message>
        <source>the 45 rule (innies and outies)</source>
        <translation>قاعدهٔ ۴۵ (خانه‌های درونی و بیرونی)</translation>
    </message>
    <message>
        <source>cage-unit interaction</source>
        <translation>برهم‌کنش قفس و واحد</translation>
    </message>
    <message>
        <source>a cage-unit interaction</source>
        <translation>برهم‌کنش قفس و واحد</translation>
    </message>
    <message>
        <source>the open cells of the cage, %1, add up to %2: of the sets of %3 different digits that do, only %4 fits their candidates</source>
        <translation>مجموع خانه‌های باز قفس، %1، برابر %2 است: از مجموعه‌های %3 رقم متفاوت با این مجموع، فقط %4 با نامزدهای آن‌ها جور است</translation>
    </message>
    <message>
        <source>the open cells of the cage, %1, add up to %2: of the sets of %3 different digits that do, only %4 fit their candidates</source>
        <translation>مجموع خانه‌های باز قفس، %1، برابر %2 است: از مجموعه‌های %3 رقم متفاوت با این مجموع، فقط %4 با نامزدهای آن‌ها جورند</translation>
    </message>
    <message>
        <source>the digits of %1 add up to %2 and the cages wholly inside to %3, so the cells those cages leave add up to %4, and their open ones, %5, to %6</source>
        <translation>مجموع رقم‌های %1 برابر %2 است و مجموع قفس‌هایی که کاملاً درون آن‌اند %3، پس مجموع خانه‌هایی که این قفس‌ها باقی می‌گذارند %4 است و مجموع خانه‌های باز آن‌ها، %5، برابر %6</translation>
    </message>
    <message>
        <source>the cages reaching out of %1 add up to %2, and their cells inside to %3 (%4 less %5 for the cages wholly inside), so their cells outside add up to %6, and their open ones, %7, to %8</source>
        <translation>مجموع قفس‌هایی که از %1 بیرون می‌زنند %2 است و مجموع خانه‌های درونی آن‌ها %3 (%4 منهای %5 برای قفس‌هایی که کاملاً درون آن‌اند)، پس مجموع خانه‌های بیرونی آن‌ها %6 است و مجموع خانه‌های باز آن‌ها، %7، برابر %8</translation>
    </message>
    <message>
        <source>every set of different digits that fits the candidates of the cage&apos;s open cells, %1, and adds up to %2 holds %3, and %3 fits only %4 there</source>
        <translation>هر مجموعه از رقم‌های متفاوت که با نامزدهای خانه‌های باز قفس، %1، جور باشد و مجموعش %2 باشد، %3 را دارد، و %3 در آن‌جا فقط در %4 جا می‌شود</translation>
    </message>
    <message>
        <source>Killer cages</source>
        <translation>قفس‌های قاتل</translation>
    </message>
    <message>
        <source>singles only (on a killer, cage combinations too)</source>
        <translation>فقط تک‌رقمی‌ها (در سودوکوی قاتل، ترکیب قفس هم)</translation>
    </message>
    <message>
        <source>locked candidates, pairs and triples (on a killer, the 45 rule too)</source>
        <translation>نامزدهای قفل‌شده، جفت‌ها و سه‌تایی‌ها (در سودوکوی قاتل، قاعدهٔ ۴۵ هم)</translation>
    </message>
    <message>
        <source>the open cells of the cage, %1, add up to %2, and %4 is the only set of %3 different digits that does</source>
        <translation>مجموع خانه‌های باز قفس، %1، برابر %2 است، و %4 تنها مجموعهٔ %3 رقم متفاوت با این مجموع است</translation>
    </message>
    <message>
        <source>the open cells of the cage, %1, add up to %2, and only %4 make that with %3 different digits</source>
        <translation>مجموع خانه‌های باز قفس، %1، برابر %2 است، و فقط %4 این مجموع را با %3 رقم متفاوت می‌سازند</translation>
    </message>
    <message>
        <source>a variant&apos;s name (classic, x, windoku, jigsaw, killer or samurai)</source>
        <translation>نام یک گونه (classic، x، windoku، jigsaw، killer یا samurai)</translation>
    </message>
    <message>
        <source>a samurai has 21 rows, this one ends after %1</source>
        <translation>سامورایی ۲۱ سطر دارد، این یکی پس از %1 تمام می‌شود</translation>
    </message>
    <message>
        <source>a space (r%1c%2 is outside the five grids)</source>
        <translation>یک فاصله (r%1c%2 بیرون از پنج جدول است)</translation>
    </message>
    <message>
        <source>the end of the row (21 squares)</source>
        <translation>پایان سطر (۲۱ خانه)</translation>
    </message>
    <message>
        <source>Samurai Sudoku</source>
        <translation>سودوکوی سامورایی</translation>
    </message>
    <message>
        <source>the top-left grid</source>
        <comment>of a samurai&apos;s five</comment>
        <translation>جدول بالا چپ</translation>
    </message>
    <message>
        <source>the top-right grid</source>
        <comment>of a samurai&apos;s five</comment>
        <translation>جدول بالا راست</translation>
    </message>
    <message>
        <source>the middle grid</source>
        <comment>of a samurai&apos;s five</comment>
        <translation>جدول میانی</translation>
    </message>
    <message>
        <source>the bottom-left grid</source>
        <comment>of a samurai&apos;s five</comment>
        <translation>جدول پایین چپ</translation>
    </message>
    <message>
        <source>the bottom-right grid</source>
        <comment>of a samurai&apos;s five</comment>
        <translation>جدول پایین راست</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a samurai&apos;s unit: row 3 of the top-left grid</comment>
        <translation>%1 از %2</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <source>&quot;%1&quot; is missing or not a string</source>
        <translation>&quot;%1&quot; وجود ندارد یا رشته نیست</translation>
    </message>
    <message>
        <source>not a Sudoku Studio game file: line %1, column %2: %3</source>
        <translation>پروندهٔ بازی Sudoku Studio نیست: خط %1، ستون %2: %3</translation>
    </message>
    <message>
        <source>not a Sudoku Studio game file (no &quot;format&quot;: &quot;%1&quot;)</source>
        <translation>پروندهٔ بازی Sudoku Studio نیست (&quot;format&quot;: &quot;%1&quot; ندارد)</translation>
    </message>
    <message>
        <source>the file is version %1, made by a newer Sudoku Studio; this one reads version %2</source>
        <translation>پرونده نسخهٔ %1 است و با Sudoku Studio جدیدتری ساخته شده؛ این برنامه نسخهٔ %2 را می‌خواند</translation>
    </message>
    <message>
        <source>&quot;digits&quot;: %1 changes the given %2</source>
        <translation>&quot;digits&quot;: %1 رقم داده‌شدهٔ %2 را تغییر می‌دهد</translation>
    </message>
    <message>
        <source>&quot;givens&quot;: %1</source>
        <translation>&quot;givens&quot;: %1</translation>
    </message>
    <message>
        <source>&quot;pencilMarks&quot; is not an object</source>
        <translation>&quot;pencilMarks&quot; یک شیء نیست</translation>
    </message>
    <message>
        <source>&quot;pencilMarks&quot;, %1: expected a string of digits</source>
        <translation>&quot;pencilMarks&quot;، %1: رشته‌ای از رقم‌ها انتظار می‌رفت</translation>
    </message>
    <message>
        <source>&quot;elapsedMs&quot; must be a number of milliseconds, 0 or more</source>
        <translation>&quot;elapsedMs&quot; باید عددی بر حسب میلی‌ثانیه، 0 یا بیشتر، باشد</translation>
    </message>
    <message>
        <source>&quot;elapsedMs&quot; is too large for a time played</source>
        <translation>&quot;elapsedMs&quot; برای زمان بازی بیش از حد بزرگ است</translation>
    </message>
    <message>
        <source>&quot;completed&quot; is true but the digits do not solve the puzzle</source>
        <translation>&quot;completed&quot; برابر true است اما رقم‌ها جدول را حل نمی‌کنند</translation>
    </message>
    <message>
        <source>&quot;hintsUsed&quot; must be a whole number, 0 or more</source>
        <translation>&quot;hintsUsed&quot; باید عددی صحیح، 0 یا بیشتر، باشد</translation>
    </message>
    <message>
        <source>a digit 1-%1 or &apos;.&apos;</source>
        <translation>رقم 1-%1 یا &apos;.&apos;</translation>
    </message>
    <message>
        <source>a digit 1-9, a letter A-%1 or &apos;.&apos;</source>
        <translation>رقم 1-9، حرف A-%1 یا &apos;.&apos;</translation>
    </message>
    <message>
        <source>digits 1-%1</source>
        <translation>رقم‌های 1-%1</translation>
    </message>
    <message>
        <source>digits 1-9 or letters A-%1</source>
        <translation>رقم‌های 1-9 یا حرف‌های A-%1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has %2 cells, expected %3</source>
        <translation>&quot;%1&quot; دارای %2 خانه است، در حالی که %3 خانه انتظار می‌رفت</translation>
    </message>
    <message>
        <source>&quot;%1&quot;, %2: expected %3, found &apos;%4&apos;</source>
        <translation>&quot;%1&quot;، %2: %3 انتظار می‌رفت، اما &apos;%4&apos; یافت شد</translation>
    </message>
    <message>
        <source>&quot;size&quot; must be a board&apos;s size: 4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24 or 25</source>
        <translation>&quot;size&quot; باید اندازهٔ یک جدول باشد: 4، 6، 8، 9، 10، 12، 14، 15، 16، 18، 20، 21، 22، 24 یا 25</translation>
    </message>
    <message>
        <source>&quot;box&quot; must be the box of a %1×%1 board, rows x columns such as %2</source>
        <translation>&quot;box&quot; باید جعبهٔ یک جدول %1×%1 باشد، سطر x ستون مانند %2</translation>
    </message>
    <message>
        <source>&quot;pencilMarks&quot;: &quot;%1&quot; is not a cell name like r1c1 of a %2×%2 board</source>
        <translation>&quot;pencilMarks&quot;: &quot;%1&quot; نام خانه‌ای مانند r1c1 در جدول %2×%2 نیست</translation>
    </message>
    <message>
        <source>&quot;pencilMarks&quot;, %1: expected %2, found &apos;%3&apos;</source>
        <translation>&quot;pencilMarks&quot;، %1: %2 انتظار می‌رفت، اما &apos;%3&apos; یافت شد</translation>
    </message>
    <message>
        <source>the file is larger than a game file can be (%1 MB at most)</source>
        <translation>پرونده بزرگ‌تر از آن است که پروندهٔ بازی باشد (حداکثر %1 مگابایت)</translation>
    </message>
    <message>
        <source>&quot;version&quot; is missing</source>
        <translation>&quot;version&quot; وجود ندارد</translation>
    </message>
    <message>
        <source>&quot;version&quot; must be a whole number, 1 or more</source>
        <translation>&quot;version&quot; باید عددی صحیح، 1 یا بیشتر، باشد</translation>
    </message>
    <message>
        <source>&quot;pencilMarks&quot;, %1: more than %2 digits</source>
        <translation>&quot;pencilMarks&quot;، %1: بیش از %2 رقم</translation>
    </message>
    <message>
        <source>&quot;source&quot; is longer than %1 characters</source>
        <translation>&quot;source&quot; بلندتر از %1 نویسه است</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: &quot;%2&quot; is not a cell name like r1c1 of a %3×%3 board</source>
        <translation>«%1»: «%2» نام خانه‌ای مانند r1c1 در جدول %3×%3 نیست</translation>
    </message>
    <message>
        <source>&quot;%1&quot;, %2: expected a colour number 1-%3</source>
        <translation>«%1»، %2: شمارهٔ رنگ 1 تا %3 انتظار می‌رفت</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an object</source>
        <translation>«%1» یک شیء نیست</translation>
    </message>
    <message>
        <source>&quot;candidateColours&quot;, %1: expected an object of digits and colours</source>
        <translation>«candidateColours»، %1: شیئی از رقم‌ها و رنگ‌ها انتظار می‌رفت</translation>
    </message>
    <message>
        <source>&quot;candidateColours&quot;, %1: expected %2, found &quot;%3&quot;</source>
        <translation>«candidateColours»، %1: %2 انتظار می‌رفت، «%3» یافت شد</translation>
    </message>
    <message>
        <source>&quot;candidateColours&quot;, %1: %2 is not pencilled in there</source>
        <translation>«candidateColours»، %1: %2 آنجا یادداشت مدادی نشده</translation>
    </message>
    <message>
        <source>&quot;variant&quot; must be one of %1</source>
        <translation>«variant» باید یکی از این‌ها باشد: %1</translation>
    </message>
    <message>
        <source>&quot;layout&quot; is not a string</source>
        <translation>«layout» رشته نیست</translation>
    </message>
    <message>
        <source>&quot;layout&quot;, character %1: %2</source>
        <translation>«layout»، نویسهٔ %1: %2</translation>
    </message>
    <message>
        <source>&quot;layout&quot;: %1</source>
        <translation>«layout»: %1</translation>
    </message>
    <message>
        <source>&quot;layout&quot; belongs to jigsaw and killer games alone, not to %1</source>
        <translation>«layout» فقط از آنِ بازی‌های جورچین و قاتل است، نه %1</translation>
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
        <translation>راهنمای بازی</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>قانون‌ها</translation>
    </message>
    <message>
        <source>Fill every empty cell with a digit so that each row, each column and each box (the cells inside the thick lines) holds every digit exactly once. The digits in bold are the givens: they cannot be changed. A well-made puzzle has exactly one solution, and it can be reached by reasoning alone, without guessing.</source>
        <translation>هر خانهٔ خالی را با رقمی پر کنید، چنان که هر سطر، هر ستون و هر جعبه (خانه‌های درون خط‌های پررنگ) هر رقم را درست یک بار داشته باشد. رقم‌های پررنگ داده‌شده‌اند و نمی‌توان آن‌ها را تغییر داد. جدولِ خوش‌ساخت درست یک جواب دارد و تنها با استدلال، بی‌حدس، می‌توان به آن رسید.</translation>
    </message>
    <message>
        <source>A 9×9 board takes the digits 1 to 9. A board of another size takes as many digits as it has columns: a 16×16 board writes 10 to 16 as A to G (or as numbers: View › Digits Above 9), and a 6×6 board has boxes of two rows and three columns.</source>
        <translation>جدول ۹×۹ رقم‌های ۱ تا ۹ را می‌گیرد. جدولی با اندازهٔ دیگر به شمار ستون‌هایش رقم می‌گیرد: جدول ۱۶×۱۶ رقم‌های ۱۰ تا ۱۶ را با A تا G می‌نویسد (یا با عدد: نما › رقم‌های بالای ۹)، و جعبه‌های جدول ۶×۶ دو سطر و سه ستون دارند.</translation>
    </message>
    <message>
        <source>Digits and pencil marks</source>
        <translation>رقم‌ها و یادداشت‌های مدادی</translation>
    </message>
    <message>
        <source>Select a cell with the mouse or the arrow keys and type a digit, or click it on the pad beside the board (its small number says how many are left to place). Delete, Backspace or 0 clears the cell. A digit repeated in a row, column or box is drawn in red with a mark in its corner; View › Show Mistakes also marks the digits that differ from the solution.</source>
        <translation>خانه‌ای را با موشواره یا کلیدهای جهت‌نما انتخاب کنید و رقمی تایپ کنید، یا آن را روی صفحه‌کلید اعداد کنار جدول کلیک کنید (عدد کوچکش می‌گوید چند تا مانده است). Delete یا Backspace یا 0 خانه را پاک می‌کند. رقمی که در سطر، ستون یا جعبه تکرار شود قرمز و با نشانی در گوشه‌اش کشیده می‌شود؛ «نما › نمایش اشتباه‌ها» رقم‌هایی را هم که با جواب فرق دارند نشان می‌دهد.</translation>
    </message>
    <message>
        <source>Pencil marks note the digits a cell can still take. Space or N turns pencil mode on and off: in it, digits add and remove marks; Shift or Ctrl with a digit does so in either mode. Edit › Fill Pencil Marks writes every cell&apos;s candidates at once, and placing a digit removes it from the marks of its row, column and box.</source>
        <translation>یادداشت‌های مدادی رقم‌هایی را نشان می‌دهند که خانه هنوز می‌تواند بگیرد. Space یا N حالت مدادی را روشن و خاموش می‌کند: در آن، رقم‌ها یادداشت می‌گذارند و برمی‌دارند؛ Shift یا Ctrl همراه رقم در هر دو حالت همین کار را می‌کند. «ویرایش › پر کردن یادداشت‌های مدادی» نامزدهای همهٔ خانه‌ها را یک‌جا می‌نویسد، و گذاشتن رقم آن را از یادداشت‌های سطر، ستون و جعبه‌اش برمی‌دارد.</translation>
    </message>
    <message>
        <source>Every change can be undone (Ctrl+Z) and redone (Ctrl+Shift+Z). The game is saved as you play and resumed at the next start; P pauses the clock and hides the board.</source>
        <translation>هر تغییری را می‌توان واگرد کرد (Ctrl+Z) و دوباره انجام داد (Ctrl+Shift+Z). بازی هنگام بازی کردن ذخیره می‌شود و در اجرای بعد ادامه می‌یابد؛ P ساعت را نگه می‌دارد و جدول را پنهان می‌کند.</translation>
    </message>
    <message>
        <source>Tools for harder puzzles</source>
        <translation>ابزارهایی برای جدول‌های سخت‌تر</translation>
    </message>
    <message>
        <source>View › Filter (Alt+1 to Alt+9) picks out the cells where a digit can still go and dims the rest; Alt+0 picks out the cells with two candidates. Edit › Colours gives six colour pens (Ctrl+Alt+1 to Ctrl+Alt+6, or the pens under the pad): with one, a click paints a candidate or a cell, to follow a chain or a colouring by hand. Each colour has a shape of its own, so the colours differ even to eyes that do not tell the hues apart.</source>
        <translation>«نما › پالایش» (Alt+1 تا Alt+9) خانه‌هایی را که رقمی هنوز می‌تواند در آن‌ها برود برجسته و بقیه را کم‌رنگ می‌کند؛ Alt+0 خانه‌های دونامزدی را برجسته می‌کند. «ویرایش › رنگ‌ها» شش قلم رنگ می‌دهد (Ctrl+Alt+1 تا Ctrl+Alt+6، یا قلم‌های زیر صفحه‌کلید اعداد): با یکی از آن‌ها، کلیک یک نامزد یا یک خانه را رنگ می‌کند تا زنجیره یا رنگ‌آمیزی را با دست دنبال کنید. هر رنگ شکل خودش را دارد، پس رنگ‌ها حتی برای چشمی که فام‌ها را از هم تشخیص نمی‌دهد هم متفاوت‌اند.</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>راهنمایی‌ها</translation>
    </message>
    <message>
        <source>Press H, or Hint, when you are stuck. The first press says where to look and which technique to look for; the second explains the step and shows it on the board — the cells it uses, the candidates it removes and, for a chain, the links from candidate to candidate, numbered as in the text; the third makes the step. S makes the next step at once. A hint first checks your board: when a digit is wrong, or a pencil mark has lost the right digit, it says so instead.</source>
        <translation>وقتی گیر کرده‌اید H یا «راهنمایی» را بزنید. بار نخست می‌گوید کجا را نگاه کنید و دنبال کدام فن بگردید؛ بار دوم گام را توضیح می‌دهد و روی جدول نشان می‌دهد — خانه‌هایی که به کار می‌برد، نامزدهایی که حذف می‌کند و، برای زنجیره، پیوندها از نامزدی به نامزد دیگر، شماره‌خورده مانند متن؛ بار سوم گام را برمی‌دارد. S گام بعدی را یک‌باره برمی‌دارد. راهنمایی نخست جدول شما را بررسی می‌کند: اگر رقمی نادرست باشد، یا یادداشتی مدادی رقم درست را از دست داده باشد، به‌جای آن همین را می‌گوید.</translation>
    </message>
    <message>
        <source>Hints use the techniques strong players use, from singles to forcing chains, under the names Sudoku Explainer and HoDoKu give them, and they never guess: every puzzle with one solution is solved by logic alone.</source>
        <translation>راهنمایی‌ها فن‌هایی را به کار می‌برند که بازیکنان قوی به کار می‌برند، از تک‌رقمی‌ها تا زنجیره‌های اجباری، با نام‌هایی که Sudoku Explainer و HoDoKu به آن‌ها داده‌اند، و هرگز حدس نمی‌زنند: هر جدولی که یک جواب دارد تنها با منطق حل می‌شود.</translation>
    </message>
    <message>
        <source>Watching the solver</source>
        <translation>تماشای حل‌کننده</translation>
    </message>
    <message>
        <source>F5 (Solve › Watch Solve) shows a solving algorithm at work on the puzzle, step by step, in the solver panel: backtracking tries digits and takes them back, constraint propagation fills in what it can, and the human-style solver uses the techniques of the hints. Choose the algorithm and the pace in the panel; F6 takes one step, Shift+F5 stops. Solve › Compare Algorithms (F7) runs them all on the puzzle and compares their work.</source>
        <translation>F5 («حل › تماشای حل») یک الگوریتم حل را گام به گام در حال کار روی جدول، در پنل حل‌کننده نشان می‌دهد: عقب‌گرد رقم‌ها را امتحان می‌کند و پس می‌گیرد، انتشار قیدها هرچه بتواند پر می‌کند، و حل‌کنندهٔ انسان‌گونه فن‌های راهنمایی‌ها را به کار می‌برد. الگوریتم و سرعت را در پنل انتخاب کنید؛ F6 یک گام برمی‌دارد، Shift+F5 متوقف می‌کند. «حل › مقایسهٔ الگوریتم‌ها» (F7) همه را روی جدول اجرا و کارشان را مقایسه می‌کند.</translation>
    </message>
    <message>
        <source>New puzzles and sizes</source>
        <translation>جدول‌های تازه و اندازه‌ها</translation>
    </message>
    <message>
        <source>Game › New Game (Ctrl+N) makes a puzzle of the level and size you choose, from 4×4 for beginners and children to 25×25; each level names the techniques it needs. Game › Open reads puzzles from files in the common formats, Edit › Paste from the clipboard, and Game › Enter a Puzzle (Ctrl+E) lets you type one in from a newspaper: it is checked for exactly one solution before play starts.</source>
        <translation>«بازی › بازی جدید» (Ctrl+N) جدولی با سطح و اندازه‌ای که انتخاب می‌کنید می‌سازد، از ۴×۴ برای تازه‌کارها و کودکان تا ۲۵×۲۵؛ هر سطح فن‌هایی را که لازم دارد نام می‌برد. «بازی › باز کردن» جدول‌ها را از پرونده‌هایی با قالب‌های رایج می‌خواند، «ویرایش › چسباندن جدول» از حافظهٔ موقت، و «بازی › وارد کردن جدول» (Ctrl+E) اجازه می‌دهد جدولی را از روزنامه تایپ کنید: پیش از شروع بازی بررسی می‌شود که درست یک جواب داشته باشد.</translation>
    </message>
    <message>
        <source>Every key is listed under Help › Keyboard Shortcuts.</source>
        <translation>همهٔ کلیدها در «راهنما › میان‌برهای صفحه‌کلید» آمده‌اند.</translation>
    </message>
    <message>
        <source>Help › Techniques explains each technique, how to spot it, and shows it on a board where it is the next step; the link under a hint opens the page of the technique it names. Game › Practice serves positions where the technique you choose is the next step: mark what it does, and Check says whether you are right and keeps your record.</source>
        <translation>راهنما › تکنیک‌ها هر تکنیک و راه پیدا کردنش را توضیح می‌دهد و آن را روی صفحه‌ای نشان می‌دهد که در آن گام بعدی است؛ پیوند زیر هر راهنمایی صفحهٔ تکنیکی را که نام می‌برد باز می‌کند. بازی › تمرین وضعیت‌هایی می‌آورد که تکنیک انتخابی شما در آن‌ها گام بعدی است: آنچه را انجام می‌دهد علامت بزنید، و بررسی می‌گوید درست گفته‌اید یا نه و کارنامهٔ شما را نگه می‌دارد.</translation>
    </message>
</context>
<context>
    <name>InputFile</name>
    <message>
        <source>It is a folder, not a file.</source>
        <translation>این یک پوشه است، نه پرونده.</translation>
    </message>
    <message>
        <source>It is a pipe (a FIFO), not a file: Sudoku Studio reads puzzles only from files.</source>
        <translation>این یک لوله (FIFO) است، نه پرونده: Sudoku Studio جدول‌ها را فقط از پرونده می‌خواند.</translation>
    </message>
    <message>
        <source>It is a socket, not a file: Sudoku Studio reads puzzles only from files.</source>
        <translation>این یک سوکت است، نه پرونده: Sudoku Studio جدول‌ها را فقط از پرونده می‌خواند.</translation>
    </message>
    <message>
        <source>It is a device, not a file: Sudoku Studio reads puzzles only from files.</source>
        <translation>این یک دستگاه است، نه پرونده: Sudoku Studio جدول‌ها را فقط از پرونده می‌خواند.</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source> and %1 more</source>
        <translation> و %1 مورد دیگر</translation>
    </message>
    <message>
        <source>Open Puzzle</source>
        <translation>باز کردن جدول</translation>
    </message>
    <message>
        <source>Sudoku Studio cannot open the game “%1”.</source>
        <translation>Sudoku Studio نمی‌تواند بازی «%1» را باز کند.</translation>
    </message>
    <message>
        <source>Sudoku Studio cannot read a puzzle from “%1”.</source>
        <translation>Sudoku Studio نمی‌تواند جدولی از «%1» بخواند.</translation>
    </message>
    <message>
        <source>The game in play is unchanged.</source>
        <translation>بازی در جریان تغییری نکرده است.</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>ذخیرهٔ بازی</translation>
    </message>
    <message>
        <source>Sudoku Studio cannot save to “%1”: %2</source>
        <translation>Sudoku Studio نمی‌تواند در «%1» ذخیره کند: %2</translation>
    </message>
    <message>
        <source>Autosave Failed</source>
        <translation>ذخیرهٔ خودکار ناموفق بود</translation>
    </message>
    <message>
        <source>Sudoku Studio cannot save your game to “%1”: %2</source>
        <translation>Sudoku Studio نمی‌تواند بازی شما را در «%1» ذخیره کند: %2</translation>
    </message>
    <message>
        <source>Your moves since the last save are not safe if the program stops. It tries again with every change; Save As in the Game menu keeps a copy elsewhere.</source>
        <translation>اگر برنامه متوقف شود، حرکت‌های شما از آخرین ذخیره به بعد از دست می‌روند. برنامه با هر تغییر دوباره تلاش می‌کند؛ «ذخیره به‌عنوان» در منوی «بازی» یک نسخه در جای دیگری نگه می‌دارد.</translation>
    </message>
    <message>
        <source>Quit Without Saving?</source>
        <translation>خروج بدون ذخیره؟</translation>
    </message>
    <message>
        <source>The game could not be saved to “%1”: %2</source>
        <translation>بازی در «%1» ذخیره نشد: %2</translation>
    </message>
    <message>
        <source>If you quit now, the next start cannot resume this game.</source>
        <translation>اگر اکنون خارج شوید، در اجرای بعدی نمی‌توان این بازی را ادامه داد.</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>ذخیره به‌&amp;عنوان…</translation>
    </message>
    <message>
        <source>&amp;Quit Anyway</source>
        <translation>در هر حال &amp;خارج شو</translation>
    </message>
    <message>
        <source>Game Not Resumed</source>
        <translation>بازی ادامه داده نشد</translation>
    </message>
    <message>
        <source>The game saved when Sudoku Studio last closed could not be read: %1</source>
        <translation>بازی‌ای که هنگام آخرین بسته شدن Sudoku Studio ذخیره شده بود خوانده نشد: %1</translation>
    </message>
    <message>
        <source>The damaged file is kept as “%1”. A new game has started.</source>
        <translation>پروندهٔ آسیب‌دیده با نام «%1» نگه داشته شد. بازی جدیدی آغاز شده است.</translation>
    </message>
    <message>
        <source>The damaged file stays at “%1”: it could not be moved aside (%2). A new game has started.</source>
        <translation>پروندهٔ آسیب‌دیده در «%1» مانده است: نمی‌شد آن را کنار گذاشت (%2). بازی جدیدی آغاز شده است.</translation>
    </message>
    <message>
        <source>Replace the Game?</source>
        <translation>بازی جایگزین شود؟</translation>
    </message>
    <message>
        <source>The game in progress and your entries in it will be replaced.</source>
        <translation>بازی در جریان و هر آنچه در آن وارد کرده‌اید جایگزین خواهد شد.</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;جایگزین کن</translation>
    </message>
    <message>
        <source>Enter a Puzzle</source>
        <translation>وارد کردن جدول</translation>
    </message>
    <message>
        <source>This puzzle has no solution.</source>
        <translation>این جدول جوابی ندارد.</translation>
    </message>
    <message>
        <source>These cells repeat a digit in a row, column or box: %1.</source>
        <translation>این خانه‌ها رقمی را در یک سطر، ستون یا جعبه تکرار می‌کنند: %1.</translation>
    </message>
    <message>
        <source>Every attempt to complete it runs into a contradiction.</source>
        <translation>هر تلاشی برای کامل کردن آن به تناقض می‌رسد.</translation>
    </message>
    <message>
        <source>No digit can be completed here: %1.</source>
        <translation>هیچ رقمی در این خانه‌ها جا نمی‌گیرد: %1.</translation>
    </message>
    <message>
        <source>This puzzle has more than one solution.</source>
        <translation>این جدول بیش از یک جواب دارد.</translation>
    </message>
    <message>
        <source>Two of its solutions differ in these cells: %1.
Play it anyway?</source>
        <translation>دو جواب آن در این خانه‌ها با هم فرق دارند: %1.
با این حال بازی شود؟</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>حل شد</translation>
    </message>
    <message>
        <source>You solved it in %1.</source>
        <translation>آن را در %1 حل کردید.</translation>
    </message>
    <message>
        <source>Start a new puzzle from the Game menu.</source>
        <translation>از منوی «بازی» جدول جدیدی را شروع کنید.</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Best Times</source>
        <translation>بهترین زمان‌ها</translation>
    </message>
    <message>
        <source>&lt;table&gt;%1&lt;/table&gt;</source>
        <translation>&lt;table&gt;%1&lt;/table&gt;</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;بازنشانی</translation>
    </message>
    <message>
        <source>About Sudoku Studio</source>
        <translation>دربارهٔ Sudoku Studio</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Sudoku Studio %1&lt;/h3&gt;&lt;p&gt;Play Sudoku with pencil marks, undo and autosave; ask for a hint that explains the next logical step; watch six classic algorithms solve a puzzle, step by step, and compare them.&lt;/p&gt;&lt;p&gt;&lt;tt&gt;sudoku-cli&lt;/tt&gt; solves, counts, rates, generates and benchmarks puzzles from the command line.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Sudoku Studio %1&lt;/h3&gt;&lt;p&gt;سودوکو را با یادداشت‌های مدادی، واگرد و ذخیرهٔ خودکار بازی کنید؛ راهنمایی بخواهید که گام منطقی بعدی را توضیح دهد؛ حل شدن یک جدول را به دست شش الگوریتم کلاسیک، گام به گام، تماشا کنید و آن‌ها را با هم مقایسه کنید.&lt;/p&gt;&lt;p&gt;&lt;tt&gt;sudoku-cli&lt;/tt&gt; از خط فرمان جدول‌ها را حل می‌کند، جواب‌هایشان را می‌شمارد، امتیازدهی می‌کند، می‌سازد و محک می‌زند.&lt;/p&gt;&lt;p&gt;ساخته‌شده با Qt %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>زبان</translation>
    </message>
    <message>
        <source>The new language shows when Sudoku Studio starts again.</source>
        <translation>زبان جدید پس از اجرای دوبارهٔ Sudoku Studio نمایش داده می‌شود.</translation>
    </message>
    <message>
        <source>&lt;p&gt;Sudoku Studio is free software: you may share and change it under the GNU General Public License, version 3 or any later version (GPL-3.0-or-later). It comes with no warranty. It uses Qt under Qt&apos;s own licence: see Help › About Qt.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Sudoku Studio نرم‌افزار آزاد است: می‌توانید آن را تحت پروانهٔ عمومی همگانی گنو (GNU GPL)، نسخهٔ ۳ یا هر نسخهٔ بعدی (GPL-3.0-or-later)، به اشتراک بگذارید و تغییر دهید. هیچ ضمانتی همراه آن نیست. این برنامه Qt را تحت پروانهٔ خود Qt به کار می‌برد: راهنما › دربارهٔ Qt را ببینید.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Save it first to come back to it later.</source>
        <translation>برای اینکه بعداً به آن برگردید، اول ذخیره‌اش کنید.</translation>
    </message>
    <message>
        <source>&amp;Save First</source>
        <translation>اول &amp;ذخیره کن</translation>
    </message>
    <message>
        <source>%1, unrated</source>
        <translation>%1، بی‌رتبه</translation>
    </message>
    <message>
        <source>Puzzles solved without hints count, by the level and size or rules of the puzzle; a killer&apos;s, by its rules alone.</source>
        <translation>جدول‌هایی که بی راهنمایی حل شوند حساب می‌شوند، بر پایهٔ سطح و اندازه یا قواعد جدول؛ جدول کیلر فقط بر پایهٔ قواعدش.</translation>
    </message>
</context>
<context>
    <name>Print</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>صفحهٔ %1 از %2</translation>
    </message>
    <message>
        <source>Solution: %1</source>
        <translation>جواب: %1</translation>
    </message>
</context>
<context>
    <name>PuzzleListModel</name>
    <message>
        <source>unreadable: %1</source>
        <translation>ناخوانا: %1</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>خط</translation>
    </message>
    <message>
        <source>Clues</source>
        <translation>سرنخ‌ها</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>جدول</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>تأیید</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>ذخیره</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>ذخیرهٔ همه</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>باز کردن</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;بله</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>بله برای &amp;همه</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;خیر</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>خیر &amp;برای همه</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>قطع</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>تلاش دوباره</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>نادیده گرفتن</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>بستن</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>انصراف</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>دور انداختن</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>راهنما</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>اعمال</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>بازنشانی</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>بازگردانی پیش‌فرض‌ها</translation>
    </message>
</context>
<context>
    <name>TechniquePages</name>
    <message>
        <source>When a row, a column or a box has one empty cell left, that cell takes the one digit the unit is still missing.</source>
        <translation>وقتی در سطر، ستون یا جعبه‌ای تنها یک خانهٔ خالی مانده باشد، آن خانه همان یک رقمی را می‌گیرد که آن واحد هنوز کم دارد.</translation>
    </message>
    <message>
        <source>Look for units with eight digits. It is the first thing to fill in, and the easiest.</source>
        <translation>به دنبال واحدهایی با هشت رقم بگردید. این نخستین و آسان‌ترین چیزی است که می‌توان پر کرد.</translation>
    </message>
    <message>
        <source>A digit that can go in only one cell of a row, column or box goes there, whatever else that cell could hold.</source>
        <translation>رقمی که در یک سطر، ستون یا جعبه تنها در یک خانه می‌تواند برود، در همان خانه می‌رود، هر رقم دیگری هم که آن خانه بتواند داشته باشد.</translation>
    </message>
    <message>
        <source>Take a digit and a box (or a line) that lacks it. Every cell where a peer already holds the digit is ruled out; when only one cell is left, that is the digit&apos;s place. Boxes give most of them.</source>
        <translation>رقمی و جعبه‌ای (یا خطی) را در نظر بگیرید که آن رقم را ندارد. هر خانه‌ای که یکی از همسایه‌هایش از پیش این رقم را دارد کنار گذاشته می‌شود؛ وقتی تنها یک خانه بماند، جای رقم همان‌جاست. بیشتر این موارد در جعبه‌ها پیدا می‌شوند.</translation>
    </message>
    <message>
        <source>A cell whose row, column and box together hold every digit but one can only take that one.</source>
        <translation>خانه‌ای که سطر، ستون و جعبه‌اش روی هم همهٔ رقم‌ها جز یکی را دارند، تنها همان یک رقم را می‌تواند بگیرد.</translation>
    </message>
    <message>
        <source>Look at cells with many filled peers, or at the pencil marks: a cell with one candidate left is a naked single.</source>
        <translation>به خانه‌هایی نگاه کنید که همسایه‌های پرشدهٔ زیادی دارند، یا به یادداشت‌های مدادی: خانه‌ای که تنها یک نامزد برایش مانده، تک‌رقمی آشکار است.</translation>
    </message>
    <message>
        <source>The places of a digit in a box all lie in one row or column, so the digit is in that line inside the box. Another box crossing the line then has one place left for the digit, which it takes.</source>
        <translation>همهٔ جاهای یک رقم در یک جعبه در یک سطر یا ستون قرار دارند، پس رقم درون جعبه در همان خط است. آن‌گاه جعبهٔ دیگری که این خط از آن می‌گذرد تنها یک جا برای رقم دارد، و رقم در همان‌جا قرار می‌گیرد.</translation>
    </message>
    <message>
        <source>When a hidden single is almost there in a box, look at the boxes beside it: a digit confined to one line of a neighbouring box rules out that line too.</source>
        <translation>وقتی در جعبه‌ای تک‌رقمی پنهانی تقریباً شکل گرفته است، به جعبه‌های کنارش نگاه کنید: رقمی که در جعبهٔ همسایه به یک خط محدود است، آن خط را هم کنار می‌گذارد.</translation>
    </message>
    <message>
        <source>The places of a digit in a row or column all lie in one box, so the box holds it in that line. Another line crossing the box then has one place left for the digit, which it takes.</source>
        <translation>همهٔ جاهای یک رقم در یک سطر یا ستون درون یک جعبه قرار دارند، پس جعبه این رقم را در همان خط دارد. آن‌گاه خط دیگری که از این جعبه می‌گذرد تنها یک جا برای رقم دارد، و رقم در همان‌جا قرار می‌گیرد.</translation>
    </message>
    <message>
        <source>Look at a line where a digit has two or three places, all inside one box: the rest of that box loses the digit, which can leave a single in another line of the box.</source>
        <translation>به خطی نگاه کنید که رقمی در آن دو یا سه جا دارد و همهٔ آن‌ها درون یک جعبه‌اند: بقیهٔ آن جعبه این رقم را از دست می‌دهد، و این ممکن است در خط دیگری از جعبه یک تک‌رقمی پدید آورد.</translation>
    </message>
    <message>
        <source>Two digits that fit only in the same two cells of a unit fill those cells between them, so no other digit goes there. That can leave a third digit with one place left in the unit, which it takes.</source>
        <translation>دو رقم که در یک واحد تنها در همان دو خانه جا می‌گیرند، آن دو خانه را میان خود پر می‌کنند، پس هیچ رقم دیگری در آن‌ها نمی‌رود. این ممکن است برای رقم سومی تنها یک جا در آن واحد باقی بگذارد، و رقم در همان‌جا قرار می‌گیرد.</translation>
    </message>
    <message>
        <source>In a unit with a digit that has two places, one of them shared with a pair of digits confined to two cells: those two cells are taken, and the digit goes to its other place.</source>
        <translation>در واحدی که رقمی در آن دو جا دارد و یکی از این دو جا با جفت رقمی مشترک است که به دو خانه محدودند: آن دو خانه گرفته شده‌اند، و رقم به جای دیگرش می‌رود.</translation>
    </message>
    <message>
        <source>Three digits that fit only in the same three cells of a unit fill them, so no other digit goes there; another digit is left with one place in the unit and takes it.</source>
        <translation>سه رقم که در یک واحد تنها در همان سه خانه جا می‌گیرند آن‌ها را پر می‌کنند، پس هیچ رقم دیگری در آن‌ها نمی‌رود؛ برای رقم دیگری تنها یک جا در آن واحد می‌ماند و رقم همان‌جا را می‌گیرد.</translation>
    </message>
    <message>
        <source>As the direct hidden pair, with three digits confined to three cells.</source>
        <translation>مانند جفت پنهان مستقیم، با سه رقم که به سه خانه محدودند.</translation>
    </message>
    <message>
        <source>The candidates of a digit in a box all lie in one row or one column. The digit is in that line inside the box, so it cannot be anywhere else in the line.</source>
        <translation>همهٔ نامزدهای یک رقم در یک جعبه در یک سطر یا یک ستون قرار دارند. رقم درون جعبه در همان خط است، پس نمی‌تواند در جای دیگری از آن خط باشد.</translation>
    </message>
    <message>
        <source>For each box and digit, see whether its pencil marks line up. Two or three marks in a row of a box, and none elsewhere in the box, point along the row and strike the digit from it outside the box.</source>
        <translation>برای هر جعبه و هر رقم ببینید آیا یادداشت‌های مدادی آن در یک راستا قرار می‌گیرند یا نه. دو یا سه یادداشت در یک سطر از جعبه، و هیچ یادداشتی در جای دیگر جعبه، در امتداد آن سطر اشاره می‌کنند و رقم را در بیرون از جعبه از آن سطر خط می‌زنند.</translation>
    </message>
    <message>
        <source>The candidates of a digit in a row or column all lie in one box. The line&apos;s copy of the digit is in that box, so the box cannot hold the digit anywhere off the line.</source>
        <translation>همهٔ نامزدهای یک رقم در یک سطر یا ستون درون یک جعبه قرار دارند. این رقمِ آن خط در همین جعبه است، پس جعبه نمی‌تواند این رقم را در جایی بیرون از آن خط داشته باشد.</translation>
    </message>
    <message>
        <source>For each line and digit, see whether its marks fall in one box; the other cells of that box lose the digit.</source>
        <translation>برای هر خط و هر رقم ببینید آیا یادداشت‌هایش در یک جعبه می‌افتند یا نه؛ خانه‌های دیگر آن جعبه این رقم را از دست می‌دهند.</translation>
    </message>
    <message>
        <source>Two cells of a unit that hold only the same two candidates take those two digits between them, so no other cell of the unit can hold either.</source>
        <translation>دو خانه از یک واحد که تنها همان دو نامزد را دارند، آن دو رقم را میان خود می‌گیرند، پس هیچ خانهٔ دیگری از آن واحد نمی‌تواند هیچ‌یک از آن دو را داشته باشد.</translation>
    </message>
    <message>
        <source>Look for two cells with the same two pencil marks in a row, column or box. Cross those two digits out of every other cell there (and of the box too, when both cells share one).</source>
        <translation>در یک سطر، ستون یا جعبه به دنبال دو خانه با همان دو یادداشت مدادی بگردید. آن دو رقم را از همهٔ خانه‌های دیگرِ آن‌جا خط بزنید (و از جعبه هم، وقتی هر دو خانه در یک جعبه باشند).</translation>
    </message>
    <message>
        <source>Three cells of a unit whose candidates together are only three digits take those digits, so the rest of the unit loses them. A cell need not hold all three: {1,2}, {2,3} and {1,3} are a triple.</source>
        <translation>سه خانه از یک واحد که نامزدهایشان روی هم تنها سه رقم است، آن سه رقم را می‌گیرند، پس بقیهٔ واحد آن‌ها را از دست می‌دهد. لازم نیست هر خانه هر سه را داشته باشد: {1,2}، {2,3} و {1,3} یک سه‌تایی‌اند.</translation>
    </message>
    <message>
        <source>Look for three cells with two or three marks each, all drawn from the same three digits.</source>
        <translation>به دنبال سه خانه بگردید که هر کدام دو یا سه یادداشت دارد و همهٔ یادداشت‌ها از میان همان سه رقم‌اند.</translation>
    </message>
    <message>
        <source>Four cells of a unit whose candidates together are four digits take those digits; the other cells of the unit lose them.</source>
        <translation>چهار خانه از یک واحد که نامزدهایشان روی هم چهار رقم است، آن رقم‌ها را می‌گیرند؛ خانه‌های دیگر واحد آن‌ها را از دست می‌دهند.</translation>
    </message>
    <message>
        <source>Four cells with marks from the same four digits. It is rarer and harder to see: count the digits the cells use together.</source>
        <translation>چهار خانه با یادداشت‌هایی از همان چهار رقم. کمیاب‌تر است و دیدنش سخت‌تر: رقم‌هایی را که این خانه‌ها روی هم به کار می‌برند بشمارید.</translation>
    </message>
    <message>
        <source>Two digits that fit only in the same two cells of a unit must fill them, so those cells lose every other candidate.</source>
        <translation>دو رقم که در یک واحد تنها در همان دو خانه جا می‌گیرند باید آن‌ها را پر کنند، پس آن خانه‌ها همهٔ نامزدهای دیگرشان را از دست می‌دهند.</translation>
    </message>
    <message>
        <source>In a unit, look for two digits that each have exactly two places, the same two. The pair is hidden among the cells&apos; other marks, which go.</source>
        <translation>در یک واحد به دنبال دو رقم بگردید که هر کدام درست دو جا دارد، و هر دو همان دو جا را. این جفت میان یادداشت‌های دیگر خانه‌ها پنهان است، و آن یادداشت‌ها حذف می‌شوند.</translation>
    </message>
    <message>
        <source>Three digits that fit only in the same three cells of a unit fill those cells; their other candidates go.</source>
        <translation>سه رقم که در یک واحد تنها در همان سه خانه جا می‌گیرند آن خانه‌ها را پر می‌کنند؛ نامزدهای دیگر آن خانه‌ها حذف می‌شوند.</translation>
    </message>
    <message>
        <source>Count the places of each digit in a unit: three digits whose places fall in the same three cells.</source>
        <translation>جاهای هر رقم را در یک واحد بشمارید: سه رقم که جاهایشان در همان سه خانه می‌افتد.</translation>
    </message>
    <message>
        <source>Four digits confined to the same four cells of a unit fill them; the cells&apos; other candidates go.</source>
        <translation>چهار رقم که در یک واحد به همان چهار خانه محدودند آن‌ها را پر می‌کنند؛ نامزدهای دیگر این خانه‌ها حذف می‌شوند.</translation>
    </message>
    <message>
        <source>Rare: when a unit has many empty cells, four digits with few places may share four of them.</source>
        <translation>کمیاب: وقتی واحدی خانه‌های خالی زیادی دارد، ممکن است چهار رقم که جاهای کمی دارند در چهار تا از آن خانه‌ها با هم شریک باشند.</translation>
    </message>
    <message>
        <source>A digit has exactly two places in each of two rows, and they lie in the same two columns. Whichever way the two rows place it, the digit takes both columns, so it leaves every other cell of those columns. (The same holds with columns and rows swapped.)</source>
        <translation>رقمی در هر یک از دو سطر درست دو جا دارد، و این جاها در همان دو ستون قرار دارند. دو سطر آن را به هر شکلی که بگذارند، رقم هر دو ستون را می‌گیرد، پس از همهٔ خانه‌های دیگر آن ستون‌ها حذف می‌شود. (با جابه‌جا کردن سطرها و ستون‌ها هم همین برقرار است.)</translation>
    </message>
    <message>
        <source>Use the filter (Alt and the digit) to see one digit&apos;s places. Look for two rows whose places form the corners of a rectangle.</source>
        <translation>از پالایش (Alt و رقم) استفاده کنید تا جاهای یک رقم را ببینید. به دنبال دو سطر بگردید که جاهایشان گوشه‌های یک مستطیل را می‌سازند.</translation>
    </message>
    <message>
        <source>A digit&apos;s places in three rows lie in the same three columns (two or three in each row). The three rows put the digit in those three columns, so no other cell of the columns holds it.</source>
        <translation>جاهای یک رقم در سه سطر در همان سه ستون قرار دارند (در هر سطر دو یا سه جا). این سه سطر رقم را در آن سه ستون می‌گذارند، پس هیچ خانهٔ دیگری از آن ستون‌ها آن را ندارد.</translation>
    </message>
    <message>
        <source>Filter by the digit and look for three rows with few places, all within three columns; the columns&apos; other places go.</source>
        <translation>جدول را بر اساس رقم پالایش کنید و به دنبال سه سطر با جاهای کم بگردید که همه در سه ستون باشند؛ جاهای دیگر آن ستون‌ها حذف می‌شوند.</translation>
    </message>
    <message>
        <source>The fish of four lines: a digit&apos;s places in four rows lie in four columns; the columns&apos; other cells lose it.</source>
        <translation>ماهیِ چهارخطی: جاهای یک رقم در چهار سطر در چهار ستون قرار دارند؛ خانه‌های دیگر آن ستون‌ها این رقم را از دست می‌دهند.</translation>
    </message>
    <message>
        <source>As the swordfish, with four lines. It is rare, and often a smaller fish is hidden in it.</source>
        <translation>مانند شمشیرماهی، با چهار خط. کمیاب است، و اغلب ماهی کوچک‌تری در آن پنهان است.</translation>
    </message>
    <message>
        <source>An X-Wing but for one or two extra places of the digit, the fins, in one box. Either a fin holds the digit, or the X-Wing stands; a cell that sees the fins and lies in the X-Wing&apos;s cover column loses the digit either way. (Sashimi: a corner of the X-Wing is missing too.)</source>
        <translation>الگویی که اگر یک یا دو جای اضافهٔ رقم در یک جعبه، یعنی باله‌ها، نبود، X-Wing می‌بود. یا یکی از باله‌ها رقم را دارد، یا X-Wing برقرار است؛ خانه‌ای که باله‌ها را می‌بیند و در ستون پوششِ X-Wing قرار دارد، در هر دو حالت رقم را از دست می‌دهد. (ساشیمی: یکی از گوشه‌های X-Wing هم وجود ندارد.)</translation>
    </message>
    <message>
        <source>Look for an almost X-Wing whose extra places sit in the box of one of its corners. Only the cells of the cover line inside that box can lose the digit.</source>
        <translation>به دنبال الگویی نزدیک به X-Wing بگردید که جاهای اضافه‌اش در جعبهٔ یکی از گوشه‌هایش باشند. تنها خانه‌هایی از خط پوشش که درون همان جعبه‌اند می‌توانند رقم را از دست بدهند.</translation>
    </message>
    <message>
        <source>A swordfish with fins in one box: the cells of a cover line in the fins&apos; box lose the digit.</source>
        <translation>شمشیرماهی‌ای با باله‌هایی در یک جعبه: خانه‌های یک خط پوشش که در جعبهٔ باله‌ها هستند رقم را از دست می‌دهند.</translation>
    </message>
    <message>
        <source>As the finned X-Wing, with three lines.</source>
        <translation>مانند X-Wing باله‌دار، با سه خط.</translation>
    </message>
    <message>
        <source>A jellyfish with fins in one box: the cells of a cover line in the fins&apos; box lose the digit.</source>
        <translation>عروس دریایی‌ای با باله‌هایی در یک جعبه: خانه‌های یک خط پوشش که در جعبهٔ باله‌ها هستند رقم را از دست می‌دهند.</translation>
    </message>
    <message>
        <source>As the finned X-Wing, with four lines.</source>
        <translation>مانند X-Wing باله‌دار، با چهار خط.</translation>
    </message>
    <message>
        <source>Two rows where a digit has two places each (two strong links), sharing one column at their bases. One of the two tops holds the digit, so a cell that sees both tops loses it.</source>
        <translation>دو سطر که رقمی در هر کدام دو جا دارد (دو پیوند قوی)، و پایه‌هایشان در یک ستون مشترک است. یکی از دو نوک رقم را دارد، پس خانه‌ای که هر دو نوک را می‌بیند آن را از دست می‌دهد.</translation>
    </message>
    <message>
        <source>Filter by a digit and look for two lines with two places each, one end of each in the same cross line: the other two ends are the tops.</source>
        <translation>جدول را بر اساس یک رقم پالایش کنید و به دنبال دو خط بگردید که هر کدام دو جا دارد و یک سرِ هر کدام روی همان خط متقاطع است: دو سرِ دیگر نوک‌ها هستند.</translation>
    </message>
    <message>
        <source>A strong link in a row and one in a column whose ends meet in one box. One of the two far ends holds the digit, so a cell seeing both loses it.</source>
        <translation>یک پیوند قوی در یک سطر و یکی در یک ستون، که سرهایشان در یک جعبه به هم می‌رسند. یکی از دو سرِ دور رقم را دارد، پس خانه‌ای که هر دو را می‌بیند آن را از دست می‌دهد.</translation>
    </message>
    <message>
        <source>Look for a row and a column with two places each for a digit, one end of each in a shared box.</source>
        <translation>به دنبال یک سطر و یک ستون بگردید که هر کدام دو جا برای رقمی دارد و یک سرِ هر کدام در جعبه‌ای مشترک است.</translation>
    </message>
    <message>
        <source>Two strong links on one digit joined by a weak link, at least one of them in a box. One of the two outer ends holds the digit; a cell that sees both loses it.</source>
        <translation>دو پیوند قوی روی یک رقم که با یک پیوند ضعیف به هم وصل‌اند و دست‌کم یکی از آن‌ها در یک جعبه است. یکی از دو سرِ بیرونی رقم را دارد؛ خانه‌ای که هر دو را می‌بیند آن را از دست می‌دهد.</translation>
    </message>
    <message>
        <source>Find a digit with two places in a box and two in a line; when an end of one sees an end of the other, look at what sees both other ends.</source>
        <translation>رقمی را پیدا کنید که در یک جعبه دو جا و در یک خط دو جا دارد؛ وقتی یک سرِ یکی، سری از دیگری را می‌بیند، به خانه‌هایی نگاه کنید که هر دو سرِ دیگر را می‌بینند.</translation>
    </message>
    <message>
        <source>A box whose places for a digit all lie in one row and one column (an L or a cross), joined to a strong link in a line. The box holds the digit in its row or its column, which makes the far end of the strong link true or rules out one cell.</source>
        <translation>جعبه‌ای که همهٔ جاهایش برای یک رقم در یک سطر و یک ستون قرار دارند (به شکل L یا صلیب)، و به یک پیوند قوی در یک خط وصل است. جعبه رقم را در سطر یا ستونِ خود دارد، و این یا سرِ دورِ پیوند قوی را درست می‌کند یا یک خانه را کنار می‌گذارد.</translation>
    </message>
    <message>
        <source>Look for a box with three to five places for a digit, none outside one row and one column of it, and a line with two places for the digit that crosses one of them.</source>
        <translation>به دنبال جعبه‌ای بگردید که سه تا پنج جا برای رقمی دارد و هیچ‌کدام بیرون از یک سطر و یک ستونِ آن نیست، و خطی با دو جا برای همان رقم که یکی از آن سطر و ستون را قطع می‌کند.</translation>
    </message>
    <message>
        <source>A turbot fish where a link joins groups of places (a digit&apos;s places where a box and a line cross) rather than single cells.</source>
        <translation>ماهی توربوتی که در آن پیوندی به‌جای خانه‌های تکی، گروه‌هایی از جاها (جاهای یک رقم در محل تقاطع یک جعبه و یک خط) را به هم وصل می‌کند.</translation>
    </message>
    <message>
        <source>As the turbot fish, reading two or three places inside a box and line as one end.</source>
        <translation>مانند ماهی توربوت، با این تفاوت که دو یا سه جا درون یک جعبه و یک خط یک سر به حساب می‌آیند.</translation>
    </message>
    <message>
        <source>Three strong links on one digit in a row, joined by weak links. One of the chain&apos;s two ends holds the digit; a cell seeing both ends loses it. When the ends see each other, it is a loop.</source>
        <translation>سه پیوند قوی پشت سر هم روی یک رقم که با پیوندهای ضعیف به هم وصل‌اند. یکی از دو سرِ زنجیره رقم را دارد؛ خانه‌ای که هر دو سر را می‌بیند آن را از دست می‌دهد. وقتی دو سر یکدیگر را می‌بینند، زنجیره یک حلقه است.</translation>
    </message>
    <message>
        <source>Follow a digit from a unit where it has two places to another, and another: what sees both ends of the chain loses it.</source>
        <translation>رقمی را از واحدی که در آن دو جا دارد به واحدی دیگر، و باز به واحدی دیگر دنبال کنید: هر خانه‌ای که هر دو سرِ زنجیره را ببیند آن را از دست می‌دهد.</translation>
    </message>
    <message>
        <source>Four strong links on one digit, joined by weak links: one end holds the digit.</source>
        <translation>چهار پیوند قوی روی یک رقم که با پیوندهای ضعیف به هم وصل‌اند: یکی از دو سر رقم را دارد.</translation>
    </message>
    <message>
        <source>As the three-link chain, one link longer.</source>
        <translation>مانند زنجیرهٔ سه‌پیوندی، با یک پیوند بیشتر.</translation>
    </message>
    <message>
        <source>Colour a digit&apos;s conjugate pairs (units where it has two places) in two colours, alternating along the pairs. One colour is the truth. A cell that sees both colours loses the digit; two cells of one colour in a unit make that colour false.</source>
        <translation>جفت‌های مزدوج یک رقم (واحدهایی که رقم در آن‌ها دو جا دارد) را با دو رنگ رنگ کنید، به‌طوری که رنگ‌ها در طول جفت‌ها یک در میان عوض شوند. یکی از دو رنگ درست است. خانه‌ای که هر دو رنگ را می‌بیند رقم را از دست می‌دهد؛ دو خانه از یک رنگ در یک واحد آن رنگ را نادرست می‌کنند.</translation>
    </message>
    <message>
        <source>Use the colour pens: start at a pair, give its ends two colours, and go on from each end through its other pairs.</source>
        <translation>از قلم‌های رنگ استفاده کنید: از یک جفت شروع کنید، به دو سرش دو رنگ بدهید، و از هر سر از راه جفت‌های دیگرش پیش بروید.</translation>
    </message>
    <message>
        <source>Two clusters of colours on one digit. When a colour of one cluster sees a colour of the other, at least one of the two opposite colours is true, so a cell seeing both of those loses the digit.</source>
        <translation>دو خوشهٔ رنگی روی یک رقم. وقتی رنگی از یک خوشه رنگی از خوشهٔ دیگر را می‌بیند، دست‌کم یکی از دو رنگِ مقابلِ آن‌ها درست است، پس خانه‌ای که هر دوی این دو رنگ را ببیند رقم را از دست می‌دهد.</translation>
    </message>
    <message>
        <source>After simple colouring finds nothing, colour a second cluster and see how the clusters touch.</source>
        <translation>وقتی رنگ‌آمیزی ساده چیزی پیدا نمی‌کند، خوشهٔ دومی را رنگ کنید و ببینید خوشه‌ها کجا به هم می‌رسند.</translation>
    </message>
    <message>
        <source>A pivot cell holding only {x,y} sees two pincers, {x,z} and {y,z}. Whatever the pivot holds, one pincer holds z, so a cell seeing both pincers loses z.</source>
        <translation>خانهٔ محوری که تنها {x,y} را دارد دو انبرک، {x,z} و {y,z}، را می‌بیند. محور هر رقمی را داشته باشد، یکی از انبرک‌ها z را دارد، پس خانه‌ای که هر دو انبرک را می‌بیند z را از دست می‌دهد.</translation>
    </message>
    <message>
        <source>Look at cells with two candidates: for each, find two bivalue peers that share one digit with it and one digit, z, with each other.</source>
        <translation>به خانه‌های دونامزدی نگاه کنید: برای هر کدام دو همسایهٔ دونامزدی پیدا کنید که هر کدام یک رقم با آن مشترک دارند و با یکدیگر یک رقم، z، مشترک دارند.</translation>
    </message>
    <message>
        <source>A pivot holding {x,y,z} sees pincers {x,z} and {y,z}. One of the three holds z, so a cell seeing all three loses z.</source>
        <translation>محوری که {x,y,z} را دارد انبرک‌های {x,z} و {y,z} را می‌بیند. یکی از این سه z را دارد، پس خانه‌ای که هر سه را می‌بیند z را از دست می‌دهد.</translation>
    </message>
    <message>
        <source>As the XY-Wing, with a pivot of three candidates: only the cells that see the pivot too can lose z.</source>
        <translation>مانند XY-Wing، با محوری سه‌نامزدی: تنها خانه‌هایی که محور را هم می‌بینند می‌توانند z را از دست بدهند.</translation>
    </message>
    <message>
        <source>Two cells holding only {x,y}, far apart, and a strong link on x whose ends each see one of them. One of the two cells holds y, so a cell seeing both loses y.</source>
        <translation>دو خانهٔ دور از هم که تنها {x,y} را دارند، و یک پیوند قوی روی x که هر سرش یکی از آن دو خانه را می‌بیند. یکی از دو خانه y را دارد، پس خانه‌ای که هر دو را می‌بیند y را از دست می‌دهد.</translation>
    </message>
    <message>
        <source>Look for two identical bivalue cells that do not see each other, then for a unit where x has two places that join them.</source>
        <translation>به دنبال دو خانهٔ دونامزدیِ یکسان بگردید که یکدیگر را نمی‌بینند، سپس به دنبال واحدی که x در آن دو جا دارد و این دو جا آن دو خانه را به هم وصل می‌کنند.</translation>
    </message>
    <message>
        <source>Four cells holding four digits between them, where every digit but z is restricted (its cells all see each other). z is in one of the cells that hold it, so what sees all of them loses z.</source>
        <translation>چهار خانه که روی هم چهار رقم دارند و در آن‌ها هر رقم جز z محدود است (خانه‌هایش همه یکدیگر را می‌بینند). z در یکی از خانه‌هایی است که آن را دارند، پس هر خانه‌ای که همهٔ آن‌ها را ببیند z را از دست می‌دهد.</translation>
    </message>
    <message>
        <source>A bent naked quad: four cells within two units holding four digits together.</source>
        <translation>چهارتایی آشکارِ خمیده: چهار خانه در دو واحد که روی هم چهار رقم دارند.</translation>
    </message>
    <message>
        <source>The wing of five cells holding five digits: as the WXYZ-Wing, one size up.</source>
        <translation>Wing پنج‌خانه‌ای که پنج رقم دارد: مانند WXYZ-Wing، یک اندازه بزرگ‌تر.</translation>
    </message>
    <message>
        <source>Five cells within two units whose marks use five digits.</source>
        <translation>پنج خانه در دو واحد که یادداشت‌هایشان روی هم پنج رقم را به کار می‌برند.</translation>
    </message>
    <message>
        <source>The wing of six cells holding six digits.</source>
        <translation>Wing شش‌خانه‌ای که شش رقم دارد.</translation>
    </message>
    <message>
        <source>Six cells within two units whose marks use six digits.</source>
        <translation>شش خانه در دو واحد که یادداشت‌هایشان روی هم شش رقم را به کار می‌برند.</translation>
    </message>
    <message>
        <source>The wing of seven cells holding seven digits.</source>
        <translation>Wing هفت‌خانه‌ای که هفت رقم دارد.</translation>
    </message>
    <message>
        <source>Seven cells within two units whose marks use seven digits.</source>
        <translation>هفت خانه در دو واحد که یادداشت‌هایشان روی هم هفت رقم را به کار می‌برند.</translation>
    </message>
    <message>
        <source>Four cells in two rows, two columns and two boxes could swap x and y if all four held only {x,y}, giving a second solution. The puzzle has one, so the one corner holding more cannot be x or y.</source>
        <translation>چهار خانه در دو سطر، دو ستون و دو جعبه، اگر هر چهار تنها {x,y} را داشتند، می‌توانستند x و y را جابه‌جا کنند و جواب دومی پدید می‌آمد. جدول تنها یک جواب دارد، پس تنها گوشه‌ای که نامزد بیشتری دارد نه می‌تواند x باشد نه y.</translation>
    </message>
    <message>
        <source>Look for three bivalue cells with the same pair at three corners of a rectangle spanning two boxes; the fourth corner loses the pair.</source>
        <translation>به دنبال سه خانهٔ دونامزدی با جفت یکسان در سه گوشهٔ مستطیلی بگردید که دو جعبه را در بر می‌گیرد؛ گوشهٔ چهارم این جفت را از دست می‌دهد.</translation>
    </message>
    <message>
        <source>A unique rectangle whose two extra corners hold the same one extra digit z. One of them must hold z, so a cell seeing both loses z.</source>
        <translation>مستطیل یکتایی که دو گوشهٔ دارای نامزد اضافه‌اش تنها یک رقم اضافهٔ یکسان، z، دارند. یکی از آن‌ها باید z را داشته باشد، پس خانه‌ای که هر دو را می‌بیند z را از دست می‌دهد.</translation>
    </message>
    <message>
        <source>Two corners {x,y}, two corners {x,y,z} in a line: strike z from what sees both.</source>
        <translation>دو گوشهٔ {x,y} و دو گوشهٔ {x,y,z} در یک خط: z را از خانه‌هایی که هر دو را می‌بینند خط بزنید.</translation>
    </message>
    <message>
        <source>The extra corners of a unique rectangle, with their extra digits, act as one cell: with other cells of their unit they make a naked set, whose digits leave the rest of the unit.</source>
        <translation>گوشه‌های دارای نامزد اضافهٔ یک مستطیل یکتا، با رقم‌های اضافه‌شان، مانند یک خانه عمل می‌کنند: همراه با خانه‌های دیگری از واحدشان یک مجموعهٔ آشکار می‌سازند، و رقم‌های این مجموعه از بقیهٔ واحد حذف می‌شوند.</translation>
    </message>
    <message>
        <source>Treat the extra digits of the two corners as a pseudo-cell and look for a naked pair or triple with it.</source>
        <translation>رقم‌های اضافهٔ دو گوشه را یک شبه‌خانه در نظر بگیرید و همراه با آن به دنبال جفت یا سه‌تایی آشکار بگردید.</translation>
    </message>
    <message>
        <source>In the two extra corners of a unique rectangle, x has no other place in their shared unit, so one of them holds x; neither may then hold y.</source>
        <translation>در واحد مشترکِ دو گوشهٔ دارای نامزد اضافهٔ یک مستطیل یکتا، x جای دیگری جز این دو گوشه ندارد، پس یکی از آن‌ها x را دارد؛ در این صورت هیچ‌کدام نمی‌تواند y را داشته باشد.</translation>
    </message>
    <message>
        <source>A rectangle with two extra corners in a line where x has only those two places: they lose y.</source>
        <translation>مستطیلی با دو گوشهٔ دارای نامزد اضافه در خطی که x در آن تنها همین دو جا را دارد: این دو گوشه y را از دست می‌دهند.</translation>
    </message>
    <message>
        <source>A unique rectangle with the same extra digit in two diagonal corners or in three: a cell seeing all of those corners loses it.</source>
        <translation>مستطیل یکتایی که رقم اضافهٔ یکسانی در دو گوشهٔ قطری یا در سه گوشه‌اش دارد: خانه‌ای که همهٔ این گوشه‌ها را می‌بیند آن رقم را از دست می‌دهد.</translation>
    </message>
    <message>
        <source>As the type 2, with the extra corners diagonal or three of them.</source>
        <translation>مانند نوع 2، با این تفاوت که گوشه‌های دارای نامزد اضافه قطری‌اند یا سه تا هستند.</translation>
    </message>
    <message>
        <source>A loop of six or more cells holding {x,y}, two in every unit it passes, could swap x and y. Its one cell holding more loses x and y.</source>
        <translation>حلقه‌ای از شش خانه یا بیشتر که {x,y} دارند، با دو خانه در هر واحدی که از آن می‌گذرد، می‌تواند x و y را جابه‌جا کند. تنها خانهٔ آن که نامزد بیشتری دارد x و y را از دست می‌دهد.</translation>
    </message>
    <message>
        <source>Follow cells with the same pair through rows, columns and boxes until you come back.</source>
        <translation>خانه‌هایی با جفت یکسان را در سطرها، ستون‌ها و جعبه‌ها دنبال کنید تا به نقطهٔ آغاز برگردید.</translation>
    </message>
    <message>
        <source>A unique loop whose extra cells hold one extra digit: a cell seeing them all loses it.</source>
        <translation>حلقهٔ یکتایی که خانه‌های دارای نامزد اضافه‌اش یک رقم اضافه دارند: خانه‌ای که همهٔ آن‌ها را می‌بیند آن رقم را از دست می‌دهد.</translation>
    </message>
    <message>
        <source>As the unique rectangle type 2, on a longer loop.</source>
        <translation>مانند مستطیل یکتا (نوع 2)، روی حلقه‌ای بلندتر.</translation>
    </message>
    <message>
        <source>A unique loop whose extra cells form a naked set with others of their unit.</source>
        <translation>حلقهٔ یکتایی که خانه‌های دارای نامزد اضافه‌اش با خانه‌های دیگری از واحدشان یک مجموعهٔ آشکار می‌سازند.</translation>
    </message>
    <message>
        <source>As the unique rectangle type 3, on a longer loop.</source>
        <translation>مانند مستطیل یکتا (نوع 3)، روی حلقه‌ای بلندتر.</translation>
    </message>
    <message>
        <source>A unique loop whose two extra cells in a unit must hold x there: they lose y.</source>
        <translation>حلقهٔ یکتایی که دو خانهٔ دارای نامزد اضافه‌اش در یک واحد باید x را در آن واحد داشته باشند: این دو خانه y را از دست می‌دهند.</translation>
    </message>
    <message>
        <source>As the unique rectangle type 4, on a longer loop.</source>
        <translation>مانند مستطیل یکتا (نوع 4)، روی حلقه‌ای بلندتر.</translation>
    </message>
    <message>
        <source>Four corners holding x and y, one of them only these two. When x has no other place in the row and the column of the opposite corner, that corner cannot be y.</source>
        <translation>چهار گوشه که x و y را دارند، و یکی از آن‌ها تنها همین دو را. وقتی x در سطر و ستونِ گوشهٔ مقابل جای دیگری ندارد، آن گوشه نمی‌تواند y باشد.</translation>
    </message>
    <message>
        <source>From a bivalue corner, look at the opposite corner&apos;s row and column: strong links on x along both.</source>
        <translation>از یک گوشهٔ دونامزدی، به سطر و ستونِ گوشهٔ مقابل نگاه کنید: در امتداد هر دو، پیوندهای قوی روی x.</translation>
    </message>
    <message>
        <source>Three corners of a rectangle are solved as x, y and y, none of them a given. If the fourth were x, the four could swap and the puzzle would have two solutions: the fourth loses x.</source>
        <translation>سه گوشهٔ یک مستطیل با x، y و y حل شده‌اند و هیچ‌کدام رقم داده‌شده نیست. اگر چهارمی x بود، این چهار گوشه می‌توانستند جابه‌جا شوند و جدول دو جواب می‌داشت: گوشهٔ چهارم x را از دست می‌دهد.</translation>
    </message>
    <message>
        <source>Only with digits you placed yourself: look for rectangles of placed digits with one empty corner.</source>
        <translation>تنها با رقم‌هایی که خودتان گذاشته‌اید: به دنبال مستطیل‌هایی از رقم‌های گذاشته‌شده بگردید که یک گوشهٔ خالی دارند.</translation>
    </message>
    <message>
        <source>Two corners of a line solved as x and y, none a given; the other two hold y or x and one more digit z. One of them must be z: a cell seeing both loses z.</source>
        <translation>دو گوشه در یک خط با x و y حل شده‌اند و هیچ‌کدام رقم داده‌شده نیست؛ دو گوشهٔ دیگر y یا x و یک رقم دیگر، z، را دارند. یکی از آن‌ها باید z باشد: خانه‌ای که هر دو را می‌بیند z را از دست می‌دهد.</translation>
    </message>
    <message>
        <source>As the avoidable rectangle type 1, with two empty corners sharing an extra digit.</source>
        <translation>مانند مستطیل اجتناب‌پذیر (نوع 1)، با دو گوشهٔ خالی که یک رقم اضافهٔ مشترک دارند.</translation>
    </message>
    <message>
        <source>If every empty cell held two candidates and every digit two places in each unit, the board would have two solutions or none (a bivalue universal grave). When one cell holds three, it must hold the digit that breaks the grave.</source>
        <translation>اگر هر خانهٔ خالی دو نامزد و هر رقم در هر واحد دو جا داشت، جدول یا دو جواب می‌داشت یا هیچ جوابی نمی‌داشت (یک «گور همگانی دونامزدی»، یا BUG). وقتی یک خانه سه نامزد دارد، باید رقمی را داشته باشد که این گور را می‌شکند.</translation>
    </message>
    <message>
        <source>Late in a puzzle, when all cells but one hold two candidates: that one takes the candidate that appears three times in its units.</source>
        <translation>در مراحل پایانی جدول، وقتی همهٔ خانه‌ها جز یکی دو نامزد دارند: آن یک خانه نامزدی را می‌گیرد که در واحدهایش سه بار آمده است.</translation>
    </message>
    <message>
        <source>A grave broken by the same extra digit in several cells: one of them holds it, so what sees them all loses it.</source>
        <translation>گوری که با یک رقم اضافهٔ یکسان در چند خانه شکسته شده است: یکی از آن خانه‌ها این رقم را دارد، پس هر خانه‌ای که همهٔ آن‌ها را ببیند آن را از دست می‌دهد.</translation>
    </message>
    <message>
        <source>Almost every cell bivalue, the extra cells sharing one digit.</source>
        <translation>تقریباً همهٔ خانه‌ها دونامزدی‌اند، و خانه‌های دارای نامزد اضافه یک رقم مشترک دارند.</translation>
    </message>
    <message>
        <source>A grave whose extra digits form a naked set with other cells of their unit.</source>
        <translation>گوری که رقم‌های اضافه‌اش با خانه‌های دیگری از واحدشان یک مجموعهٔ آشکار می‌سازند.</translation>
    </message>
    <message>
        <source>Almost every cell bivalue; the extras together with some cells make a pair or triple.</source>
        <translation>تقریباً همهٔ خانه‌ها دونامزدی‌اند؛ رقم‌های اضافه همراه با چند خانه یک جفت یا سه‌تایی می‌سازند.</translation>
    </message>
    <message>
        <source>Two extra cells of one unit, whose extra digits break the grave, share one more digit that must then go elsewhere: they lose it.</source>
        <translation>دو خانهٔ دارای نامزد اضافه در یک واحد، که رقم‌های اضافه‌شان گور را می‌شکنند، یک رقم دیگر هم مشترک دارند که در این صورت باید جای دیگری برود: این دو خانه آن را از دست می‌دهند.</translation>
    </message>
    <message>
        <source>Almost every cell bivalue; two three-candidate cells in one unit.</source>
        <translation>تقریباً همهٔ خانه‌ها دونامزدی‌اند؛ دو خانهٔ سه‌نامزدی در یک واحد.</translation>
    </message>
    <message>
        <source>Two cells that see each other (or share cells they both see) cannot take a pair of digits that would leave a cell they both see without a candidate. A digit no allowed pair uses leaves its cell.</source>
        <translation>دو خانه که یکدیگر را می‌بینند (یا خانه‌های مشترکی را می‌بینند) نمی‌توانند جفت رقمی را بگیرند که خانه‌ای را که هر دو می‌بینند بی‌نامزد بگذارد. رقمی که هیچ جفت مجازی آن را به کار نمی‌برد از خانه‌اش حذف می‌شود.</translation>
    </message>
    <message>
        <source>Pick two cells with few candidates and list their pairs; strike the pairs that empty a common bivalue peer.</source>
        <translation>دو خانه با نامزدهای کم انتخاب کنید و جفت‌هایشان را فهرست کنید؛ جفت‌هایی را که یک همسایهٔ دونامزدیِ مشترک را خالی می‌کنند خط بزنید.</translation>
    </message>
    <message>
        <source>The same with three cells: a digit no allowed combination uses leaves its cell.</source>
        <translation>همین، با سه خانه: رقمی که هیچ ترکیب مجازی آن را به کار نمی‌برد از خانه‌اش حذف می‌شود.</translation>
    </message>
    <message>
        <source>Slow by hand: list the combinations of three cells against their common peers.</source>
        <translation>با دست وقت‌گیر است: ترکیب‌های سه خانه را در برابر همسایه‌های مشترکشان فهرست کنید.</translation>
    </message>
    <message>
        <source>An alternating chain on one digit: strong links (a unit with two places) joined by weak links. One of its two ends holds the digit, so a cell seeing both ends loses it.</source>
        <translation>زنجیره‌ای متناوب روی یک رقم: پیوندهای قوی (واحدی با دو جا) که با پیوندهای ضعیف به هم وصل‌اند. یکی از دو سرِ آن رقم را دارد، پس خانه‌ای که هر دو سر را می‌بیند آن را از دست می‌دهد.</translation>
    </message>
    <message>
        <source>Filter by the digit and walk from a strong link to a cell that sees its end, then across another strong link, and so on.</source>
        <translation>جدول را بر اساس رقم پالایش کنید و از یک پیوند قوی به خانه‌ای بروید که سرِ آن را می‌بیند، سپس از پیوند قوی دیگری بگذرید، و به همین ترتیب.</translation>
    </message>
    <message>
        <source>A loop of strong and weak links on one digit. Every weak link of the loop is then strong too, so places that see both ends of one lose the digit; or the loop forces a digit in or out of a cell.</source>
        <translation>حلقه‌ای از پیوندهای قوی و ضعیف روی یک رقم. در این صورت هر پیوند ضعیفِ حلقه قوی هم هست، پس جاهایی که هر دو سرِ یکی از این پیوندها را می‌بینند رقم را از دست می‌دهند؛ یا حلقه رقمی را به خانه‌ای تحمیل می‌کند یا از آن بیرون می‌راند.</translation>
    </message>
    <message>
        <source>An X-chain whose end comes back to its start.</source>
        <translation>زنجیرهٔ X‌ای که پایانش به نقطهٔ آغازش برمی‌گردد.</translation>
    </message>
    <message>
        <source>A chain through bivalue cells: each cell&apos;s other digit is the next cell&apos;s first. One end holds the digit the chain starts and ends with, so a cell seeing both ends loses it.</source>
        <translation>زنجیره‌ای از خانه‌های دونامزدی: رقم دیگرِ هر خانه، رقم نخستِ خانهٔ بعدی است. یکی از دو سر رقمی را دارد که زنجیره با آن آغاز می‌شود و پایان می‌یابد، پس خانه‌ای که هر دو سر را می‌بیند آن را از دست می‌دهد.</translation>
    </message>
    <message>
        <source>Start at a bivalue cell holding {z,a} and go from cell to cell through the shared digit, until a cell holds z.</source>
        <translation>از یک خانهٔ دونامزدی با {z,a} آغاز کنید و از راه رقم مشترک از خانه‌ای به خانهٔ دیگر بروید، تا به خانه‌ای برسید که z دارد.</translation>
    </message>
    <message>
        <source>An XY-chain of cells all holding the same two digits. Cells an odd number of links apart hold opposite digits, so a cell seeing two of them loses both digits.</source>
        <translation>زنجیرهٔ XY‌ای از خانه‌هایی که همه همان دو رقم را دارند. خانه‌هایی که تعداد فردی پیوند میانشان فاصله است رقم‌های مخالف دارند، پس خانه‌ای که دو تا از آن‌ها را می‌بیند هر دو رقم را از دست می‌دهد.</translation>
    </message>
    <message>
        <source>Several cells with the same pair, each seeing the next.</source>
        <translation>چند خانه با جفت یکسان، که هر کدام خانهٔ بعدی را می‌بیند.</translation>
    </message>
    <message>
        <source>An XY-chain that closes on itself: every link is then strong, and cells seeing both ends of a link lose its digit.</source>
        <translation>زنجیرهٔ XY‌ای که روی خودش بسته می‌شود: در این صورت هر پیوند قوی است، و خانه‌هایی که هر دو سرِ یک پیوند را می‌بینند رقم آن پیوند را از دست می‌دهند.</translation>
    </message>
    <message>
        <source>An XY-chain whose last cell sees its first through their shared digit.</source>
        <translation>زنجیرهٔ XY‌ای که خانهٔ آخرش از راه رقم مشترکشان خانهٔ اولش را می‌بیند.</translation>
    </message>
    <message>
        <source>A chain of candidates where a strong link (of a unit or a bivalue cell) and a weak link alternate, so that if the first is false the last is true. A candidate that sees both ends is false.</source>
        <translation>زنجیره‌ای از نامزدها که در آن پیوند قوی (در یک واحد یا یک خانهٔ دونامزدی) و پیوند ضعیف یک در میان می‌آیند، به‌طوری که اگر نامزد نخست نادرست باشد، نامزد آخر درست است. نامزدی که هر دو سر را می‌بیند نادرست است.</translation>
    </message>
    <message>
        <source>Mix X-chains and XY-chains: follow strong links of both kinds. The board draws the chain with its links numbered as the text reads.</source>
        <translation>زنجیره‌های X و زنجیره‌های XY را با هم ترکیب کنید: پیوندهای قوی از هر دو نوع را دنبال کنید. جدول زنجیره را با پیوندهایی رسم می‌کند که به همان ترتیبِ متن شماره خورده‌اند.</translation>
    </message>
    <message>
        <source>An alternating chain that comes back to its start: each weak link of it becomes strong, and whatever sees both ends of one loses the digit.</source>
        <translation>زنجیره‌ای متناوب که به نقطهٔ آغازش برمی‌گردد: هر پیوند ضعیفِ آن قوی می‌شود، و هر خانه‌ای که هر دو سرِ یکی از این پیوندها را ببیند رقم را از دست می‌دهد.</translation>
    </message>
    <message>
        <source>An AIC whose end links back to its beginning.</source>
        <translation>یک AIC که پایانش با پیوندی به آغازش برمی‌گردد.</translation>
    </message>
    <message>
        <source>An AIC whose nodes may be groups: a digit&apos;s places where a box and a line cross, read as one node that is true when the digit is in one of them.</source>
        <translation>یک AIC که گره‌هایش ممکن است گروه باشند: جاهای یک رقم در محل تقاطع یک جعبه و یک خط، که یک گره به حساب می‌آیند و وقتی رقم در یکی از آن‌ها باشد درست است.</translation>
    </message>
    <message>
        <source>Where a chain stops at a box with two places for its digit in a line, take the two as one node.</source>
        <translation>جایی که زنجیره به جعبه‌ای می‌رسد و متوقف می‌شود که برای رقم زنجیره دو جا در یک خط دارد، آن دو جا را یک گره در نظر بگیرید.</translation>
    </message>
    <message>
        <source>A continuous nice loop with groups.</source>
        <translation>حلقهٔ نایس پیوسته با گروه‌ها.</translation>
    </message>
    <message>
        <source>As the grouped AIC, closing into a loop.</source>
        <translation>مانند AIC گروهی، که به یک حلقه بسته می‌شود.</translation>
    </message>
    <message>
        <source>An AIC that passes through almost locked sets: N cells of a unit holding N + 1 digits. Without one of its digits the set holds each of the others, a strong link that a chain can use.</source>
        <translation>یک AIC که از مجموعه‌های تقریباً قفل‌شده می‌گذرد: N خانه از یک واحد که N + 1 رقم دارند. بدون یکی از رقم‌هایش، مجموعه همهٔ رقم‌های دیگر را دارد؛ این پیوندی قوی است که زنجیره می‌تواند به کار ببرد.</translation>
    </message>
    <message>
        <source>When a chain stops, look for a set of cells that, lacking the chain&apos;s digit, would be a naked set.</source>
        <translation>وقتی زنجیره متوقف می‌شود، به دنبال مجموعه‌ای از خانه‌ها بگردید که اگر رقم زنجیره را نداشتند، یک مجموعهٔ آشکار می‌بودند.</translation>
    </message>
    <message>
        <source>Two or three cells where a box and a line cross hold digits that split between a set in the line and a set in the box. Each digit stays where it must; the rest of the line and box lose the sets&apos; digits.</source>
        <translation>دو یا سه خانه در محل تقاطع یک جعبه و یک خط رقم‌هایی دارند که میان مجموعه‌ای در خط و مجموعه‌ای در جعبه تقسیم می‌شوند. هر رقم همان‌جا می‌ماند که باید باشد؛ بقیهٔ خط و جعبه رقم‌های این مجموعه‌ها را از دست می‌دهند.</translation>
    </message>
    <message>
        <source>Look at a box-line intersection with two or three cells holding four or five digits, and bivalue cells in the line and the box that take part of them.</source>
        <translation>به تقاطع یک جعبه و یک خط نگاه کنید که دو یا سه خانه با چهار یا پنج رقم دارد، و به خانه‌های دونامزدی در خط و جعبه که بخشی از این رقم‌ها را می‌گیرند.</translation>
    </message>
    <message>
        <source>Two almost locked sets sharing a restricted common digit x (every x in one sees every x in the other). At most one holds x, so the other is locked: a digit z both hold leaves what sees all its places in them.</source>
        <translation>دو مجموعهٔ تقریباً قفل‌شده با یک رقم مشترکِ محدود، x (هر x در یکی، هر x در دیگری را می‌بیند). حداکثر یکی از آن‌ها x را دارد، پس دیگری قفل است: رقمی مانند z که هر دو دارند از هر خانه‌ای که همهٔ جاهای آن را در این دو مجموعه ببیند حذف می‌شود.</translation>
    </message>
    <message>
        <source>Find two sets of N cells with N + 1 digits, linked by a digit whose places all see each other.</source>
        <translation>دو مجموعهٔ N‌خانه‌ای با N + 1 رقم پیدا کنید که با رقمی به هم وصل‌اند که همهٔ جاهایش یکدیگر را می‌بینند.</translation>
    </message>
    <message>
        <source>A pivot set linked to two other sets by two different restricted commons: a digit those two sets share leaves what sees all of it in them.</source>
        <translation>یک مجموعهٔ محوری که با دو رقم مشترکِ محدودِ متفاوت به دو مجموعهٔ دیگر وصل است: رقمی که آن دو مجموعه مشترک دارند از هر خانه‌ای که همهٔ جاهای آن را در آن دو مجموعه ببیند حذف می‌شود.</translation>
    </message>
    <message>
        <source>As the XY-Wing, with almost locked sets for cells.</source>
        <translation>مانند XY-Wing، با مجموعه‌های تقریباً قفل‌شده به‌جای خانه‌ها.</translation>
    </message>
    <message>
        <source>A chain of four or more almost locked sets, each linked to the next by a restricted common: a digit both end sets hold leaves what sees all of it in them.</source>
        <translation>زنجیره‌ای از چهار مجموعهٔ تقریباً قفل‌شده یا بیشتر، که هر کدام با یک رقم مشترکِ محدود به مجموعهٔ بعدی وصل است: رقمی که هر دو مجموعهٔ دو سرِ زنجیره دارند از هر خانه‌ای که همهٔ جاهای آن را در این دو مجموعه ببیند حذف می‌شود.</translation>
    </message>
    <message>
        <source>Long ALS-XZ links, one after the other.</source>
        <translation>رشته‌ای بلند از پیوندهای ALS-XZ، یکی پس از دیگری.</translation>
    </message>
    <message>
        <source>A stem cell whose every candidate is a restricted common with a petal set of its own. Whichever digit the stem holds, one petal is locked: a digit every petal holds leaves what sees all of it in them.</source>
        <translation>خانهٔ ساقه‌ای که هر نامزدش یک رقم مشترکِ محدود با مجموعهٔ گلبرگیِ مخصوص به خود است. ساقه هر رقمی را داشته باشد، یکی از گلبرگ‌ها قفل است: رقمی که همهٔ گلبرگ‌ها دارند از هر خانه‌ای که همهٔ جاهای آن را در گلبرگ‌ها ببیند حذف می‌شود.</translation>
    </message>
    <message>
        <source>A cell with two or three candidates, each linking it to a different almost locked set.</source>
        <translation>خانه‌ای با دو یا سه نامزد، که هر نامزدش آن را به مجموعهٔ تقریباً قفل‌شدهٔ متفاوتی وصل می‌کند.</translation>
    </message>
    <message>
        <source>Suppose a digit in a cell and follow what it forces for that digit alone: when the digit is left without a place in a unit, the supposition is false.</source>
        <translation>رقمی را در یک خانه فرض کنید و آنچه را که تنها برای همان رقم تحمیل می‌کند دنبال کنید: وقتی رقم در یک واحد هیچ جایی نداشته باشد، فرض نادرست است.</translation>
    </message>
    <message>
        <source>Hard by hand: try a candidate and follow only its own digit.</source>
        <translation>با دست دشوار است: نامزدی را بیازمایید و تنها رقم خودِ آن را دنبال کنید.</translation>
    </message>
    <message>
        <source>Follow each candidate of a cell in turn: when every one of them leads to the same conclusion, the conclusion holds.</source>
        <translation>نامزدهای یک خانه را یکی‌یکی دنبال کنید: وقتی همهٔ آن‌ها به یک نتیجه می‌رسند، آن نتیجه درست است.</translation>
    </message>
    <message>
        <source>Start from a cell with two or three candidates and follow each one&apos;s consequences.</source>
        <translation>از خانه‌ای با دو یا سه نامزد آغاز کنید و پیامدهای هر کدام را دنبال کنید.</translation>
    </message>
    <message>
        <source>Follow each place of a digit in a unit: when every one leads to the same conclusion, it holds.</source>
        <translation>هر یک از جاهای یک رقم در یک واحد را دنبال کنید: وقتی همهٔ آن‌ها به یک نتیجه می‌رسند، آن نتیجه درست است.</translation>
    </message>
    <message>
        <source>Start from a digit with two or three places in a unit.</source>
        <translation>از رقمی آغاز کنید که در یک واحد دو یا سه جا دارد.</translation>
    </message>
    <message>
        <source>Suppose a candidate and follow everything it forces, the board changing as it goes: when it leads to a contradiction, the candidate is false.</source>
        <translation>نامزدی را فرض کنید و هر آنچه را تحمیل می‌کند دنبال کنید، در حالی که جدول در طول راه تغییر می‌کند: وقتی به تناقض برسد، آن نامزد نادرست است.</translation>
    </message>
    <message>
        <source>The hint shows the chain&apos;s branches one at a time; step through them with the panel&apos;s arrows.</source>
        <translation>راهنمایی شاخه‌های زنجیره را یکی‌یکی نشان می‌دهد؛ با پیکان‌های پنل میان آن‌ها جابه‌جا شوید.</translation>
    </message>
    <message>
        <source>Follow a candidate and its absence: when both lead to the same conclusion, it holds.</source>
        <translation>یک نامزد و نبودِ آن را دنبال کنید: وقتی هر دو به یک نتیجه می‌رسند، آن نتیجه درست است.</translation>
    </message>
    <message>
        <source>As the dynamic contradiction chain, following both cases.</source>
        <translation>مانند زنجیرهٔ تناقض پویا، با دنبال کردن هر دو حالت.</translation>
    </message>
    <message>
        <source>A cell forcing chain whose branches change the board as they go (dynamic chains).</source>
        <translation>زنجیرهٔ اجباری خانه که شاخه‌هایش در طول راه جدول را تغییر می‌دهند (زنجیره‌های پویا).</translation>
    </message>
    <message>
        <source>As the cell forcing chain, following each branch further.</source>
        <translation>مانند زنجیرهٔ اجباری خانه، با دنبال کردن هر شاخه تا دورتر.</translation>
    </message>
    <message>
        <source>A unit forcing chain whose branches are dynamic chains.</source>
        <translation>زنجیرهٔ اجباری واحد که شاخه‌هایش زنجیره‌های پویا هستند.</translation>
    </message>
    <message>
        <source>As the unit forcing chain, following each branch further.</source>
        <translation>مانند زنجیرهٔ اجباری واحد، با دنبال کردن هر شاخه تا دورتر.</translation>
    </message>
    <message>
        <source>Dynamic forcing chains whose branches also apply the simple techniques (locked candidates, subsets, fish) on the board as they leave it.</source>
        <translation>زنجیره‌های اجباری پویا که شاخه‌هایشان تکنیک‌های ساده (نامزدهای قفل‌شده، زیرمجموعه‌ها، ماهی‌ها) را هم روی جدول، به همان شکلی که آن را باقی می‌گذارند، به کار می‌برند.</translation>
    </message>
    <message>
        <source>Beyond hand solving for most players: watch how the hint&apos;s branches use patterns inside them.</source>
        <translation>برای بیشتر بازیکنان فراتر از حل با دست است: ببینید شاخه‌های راهنمایی چگونه الگوها را درون خود به کار می‌برند.</translation>
    </message>
    <message>
        <source>Forcing chains whose branches apply forcing chains of their own. They solve the hardest puzzles known without a guess.</source>
        <translation>زنجیره‌های اجباری که شاخه‌هایشان زنجیره‌های اجباریِ خودشان را به کار می‌برند. این زنجیره‌ها سخت‌ترین جدول‌های شناخته‌شده را بدون حدس حل می‌کنند.</translation>
    </message>
    <message>
        <source>For the hardest puzzles only: read the branches one at a time, each inner chain as a step of its own.</source>
        <translation>تنها برای سخت‌ترین جدول‌ها: شاخه‌ها را یکی‌یکی بخوانید، و هر زنجیرهٔ درونی را گامی جداگانه بدانید.</translation>
    </message>
    <message>
        <source>A killer cage holds different digits that add up to its sum. Only a few sets of digits do: two cells adding up to 3 hold 1 and 2, three adding up to 24 hold 7, 8 and 9. A digit that no set fitting the cells&apos; candidates uses can go from every cell of the cage.</source>
        <translation>هر قفس در سودوکوی قاتل رقم‌های متفاوتی دارد که مجموعشان برابر عدد قفس است. فقط چند مجموعه از رقم‌ها چنین‌اند: دو خانه با مجموع ۳ رقم‌های ۱ و ۲ را دارند و سه خانه با مجموع ۲۴ رقم‌های ۷، ۸ و ۹ را. رقمی که هیچ مجموعهٔ جور با نامزدهای خانه‌ها آن را به کار نمی‌برد از همهٔ خانه‌های قفس حذف می‌شود.</translation>
    </message>
    <message>
        <source>Start with the cages of extreme sums (small or large for their size), then those whose cells have lost candidates: list the sets that add up to the sum and keep those the candidates allow.</source>
        <translation>از قفس‌هایی با مجموع‌های حدی (برای اندازه‌شان کوچک یا بزرگ) شروع کنید، سپس قفس‌هایی که خانه‌هایشان نامزد از دست داده‌اند: مجموعه‌هایی را که به آن مجموع می‌رسند بنویسید و آن‌هایی را نگه دارید که نامزدها اجازه می‌دهند.</translation>
    </message>
    <message>
        <source>The 45 rule: the digits of a row, a column or a box add up to 45 (of two rows, 90). Take off the cages wholly inside it: the cells they leave (the innies) add up to the rest. Or add up the cages that reach out of it: their cells outside (the outies) add up to what their cells inside do not. One cell left names its digit; a few cells make a cage of their own.</source>
        <translation>قاعدهٔ ۴۵: مجموع رقم‌های یک سطر، یک ستون یا یک جعبه ۴۵ است (دو سطر، ۹۰). قفس‌هایی را که کاملاً درون آن‌اند کم کنید: مجموع خانه‌هایی که باقی می‌مانند (خانه‌های درونی) برابر باقی‌مانده است. یا قفس‌هایی را که از آن بیرون می‌زنند جمع بزنید: مجموع خانه‌های بیرونی آن‌ها برابر چیزی است که خانه‌های درونی‌شان ندارند. اگر یک خانه بماند رقمش معلوم است؛ چند خانه خود قفسی تازه می‌سازند.</translation>
    </message>
    <message>
        <source>Look for a row, column or box that the cages cover but for one or two cells, or that one or two cages just stick out of.</source>
        <translation>دنبال سطر، ستون یا جعبه‌ای بگردید که قفس‌ها جز یکی دو خانه‌اش را پوشانده‌اند، یا یکی دو قفس اندکی از آن بیرون زده‌اند.</translation>
    </message>
    <message>
        <source>When every set that fits a cage holds the same digit, the cage holds it, in one of its cells that can take it. A cell that sees all of those cells cannot: in a cage inside one row, the digit leaves the rest of the row.</source>
        <translation>وقتی همهٔ مجموعه‌های جور با یک قفس رقم یکسانی دارند، آن رقم در قفس هست، در یکی از خانه‌هایی که می‌توانند آن را بگیرند. خانه‌ای که همهٔ آن خانه‌ها را می‌بیند نمی‌تواند آن را داشته باشد: اگر قفس درون یک سطر باشد، آن رقم از بقیهٔ سطر حذف می‌شود.</translation>
    </message>
    <message>
        <source>Find a digit common to every set of a cage, see where in the cage it can go, and strike it from the cells that see all those places.</source>
        <translation>رقمی را بیابید که در همهٔ مجموعه‌های یک قفس هست، ببینید در کجای قفس می‌تواند باشد، و آن را از خانه‌هایی که همهٔ آن جاها را می‌بینند حذف کنید.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Play and solve Sudoku.</source>
        <translation>سودوکو بازی و حل کنید.</translation>
    </message>
    <message>
        <source>A puzzle file to open.</source>
        <translation>پرونده‌ای از جدول برای باز کردن.</translation>
    </message>
    <message>
        <source>Show the window in this language (%1) instead of the system&apos;s.</source>
        <translation>نمایش پنجره به این زبان (%1) به جای زبان سیستم.</translation>
    </message>
    <message>
        <source>sudoku: unknown language &quot;%1&quot;; available: %2.
</source>
        <translation>sudoku: زبان ناشناختهٔ «%1»؛ زبان‌های موجود: %2.
</translation>
    </message>
</context>
<context>
    <name>sudoku::BoardWidget</name>
    <message>
        <source>Sudoku board</source>
        <translation>صفحهٔ سودوکو</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>مکث</translation>
    </message>
    <message>
        <source>Press P or click to resume</source>
        <translation>برای ادامه P را بزنید یا کلیک کنید</translation>
    </message>
</context>
<context>
    <name>sudoku::CompareDialog</name>
    <message>
        <source>Compare Algorithms</source>
        <translation>مقایسهٔ الگوریتم‌ها</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>الگوریتم</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>نتیجه</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>رویدادها</translation>
    </message>
    <message>
        <source>Placements</source>
        <translation>جایگذاری‌ها</translation>
    </message>
    <message>
        <source>Guesses</source>
        <translation>حدس‌ها</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>عقب‌گردها</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>زمان</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;توقف</translation>
    </message>
    <message>
        <source>&amp;Run Again</source>
        <translation>&amp;اجرای دوباره</translation>
    </message>
    <message>
        <source>running…</source>
        <translation>در حال اجرا…</translation>
    </message>
    <message>
        <source>Every algorithm solves %1 in turn; each gets at most %2 seconds.</source>
        <translation>هر الگوریتم به نوبت %1 را حل می‌کند؛ هر کدام حداکثر %2 ثانیه فرصت دارد.</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>حل شد</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>بدون جواب</translation>
    </message>
    <message>
        <source>stopped after %1 events</source>
        <translation>پس از %1 رویداد متوقف شد</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>لغو شد</translation>
    </message>
    <message>
        <source>It needed more than the %1 seconds each algorithm gets.</source>
        <translation>بیش از %1 ثانیه‌ای که به هر الگوریتم داده می‌شود لازم داشت.</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 میلی‌ثانیه</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>متوقف شد</translation>
    </message>
    <message>
        <source>Stopped. Run Again compares every algorithm from the start.</source>
        <translation>متوقف شد. «اجرای دوباره» همهٔ الگوریتم‌ها را از ابتدا مقایسه می‌کند.</translation>
    </message>
    <message>
        <source>Every algorithm on %1. Events are every move an algorithm makes; placements, every digit it writes; guesses, the digits it may take back to try another.</source>
        <translation>همهٔ الگوریتم‌ها روی %1. رویدادها همهٔ حرکت‌هایی‌اند که یک الگوریتم انجام می‌دهد؛ جایگذاری‌ها، همهٔ رقم‌هایی که می‌نویسد؛ حدس‌ها، رقم‌هایی که ممکن است پس بگیرد تا رقم دیگری را بیازماید.</translation>
    </message>
</context>
<context>
    <name>sudoku::Game</name>
    <message>
        <source>Clear %1</source>
        <translation>پاک کردن %1</translation>
    </message>
    <message>
        <source>Give %1 in %2</source>
        <translation>نوشتن رقم داده‌شدهٔ %1 در %2</translation>
    </message>
    <message>
        <source>Place %1 in %2</source>
        <translation>گذاشتن %1 در %2</translation>
    </message>
    <message>
        <source>Pencil %1 in %2</source>
        <translation>یادداشت مدادی %1 در %2</translation>
    </message>
    <message>
        <source>Erase pencil %1 in %2</source>
        <translation>پاک کردن یادداشت مدادی %1 در %2</translation>
    </message>
    <message>
        <source>Erase pencil marks in %1</source>
        <translation>پاک کردن یادداشت‌های مدادی در %1</translation>
    </message>
    <message>
        <source>Fill pencil marks</source>
        <translation>پر کردن یادداشت‌های مدادی</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>شروع دوباره</translation>
    </message>
    <message>
        <source>Your puzzle</source>
        <translation>جدول شما</translation>
    </message>
    <message numerus="yes">
        <source>Correct %n mistake(s)</source>
        <translation>
            <numerusform>اصلاح %n اشتباه</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear the colour of %1</source>
        <translation>پاک کردن رنگ %1</translation>
    </message>
    <message>
        <source>Colour %1 %2</source>
        <translation>رنگ کردن %1 با %2</translation>
    </message>
    <message>
        <source>Clear the colour of %1 in %2</source>
        <translation>پاک کردن رنگ %1 در %2</translation>
    </message>
    <message>
        <source>Colour %1 in %2 %3</source>
        <translation>رنگ کردن %1 در %2 با %3</translation>
    </message>
    <message>
        <source>Clear the colours of %1</source>
        <translation>پاک کردن رنگ‌های %1</translation>
    </message>
    <message>
        <source>Clear all colours</source>
        <translation>پاک کردن همهٔ رنگ‌ها</translation>
    </message>
</context>
<context>
    <name>sudoku::HelpDialog</name>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;میان‌برهای صفحه‌کلید</translation>
    </message>
    <message>
        <source>&amp;Techniques</source>
        <translation>&amp;تکنیک‌ها</translation>
    </message>
</context>
<context>
    <name>sudoku::HintPanel</name>
    <message>
        <source>Hint</source>
        <translation>راهنمایی</translation>
    </message>
    <message>
        <source>First where to look, then why, then apply it (H)</source>
        <translation>اول کجا را نگاه کنید، بعد چرا، بعد اعمال آن (H)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>گام</translation>
    </message>
    <message>
        <source>Apply the next logical step and explain it (S)</source>
        <translation>اعمال و توضیح گام منطقی بعدی (S)</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>در حال فکر کردن</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>انصراف</translation>
    </message>
    <message>
        <source>Stop looking for the hint (Esc)</source>
        <translation>توقف جست‌وجوی راهنمایی (Esc)</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>▶ قبلی</translation>
    </message>
    <message>
        <source>The previous branch of the forcing chain (Page Up)</source>
        <translation>شاخهٔ قبلی زنجیرهٔ اجباری (Page Up)</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>بعدی ◀</translation>
    </message>
    <message>
        <source>The next branch of the forcing chain (Page Down)</source>
        <translation>شاخهٔ بعدی زنجیرهٔ اجباری (Page Down)</translation>
    </message>
    <message>
        <source>Chains in &amp;Eureka notation</source>
        <translation>زنجیره‌ها با نمادگذاری &amp;Eureka</translation>
    </message>
    <message>
        <source>Write chains as (4)r7c8=(4)r78c9-(4)r6c9…: &apos;=&apos; a strong link, &apos;-&apos; a weak one</source>
        <translation>نوشتن زنجیره‌ها به شکل (4)r7c8=(4)r78c9-(4)r6c9…: «=» پیوند قوی، «-» پیوند ضعیف</translation>
    </message>
    <message>
        <source>What is %1?</source>
        <translation>%1 چیست؟</translation>
    </message>
    <message>
        <source>Open its page in Help › Techniques</source>
        <translation>صفحهٔ آن را در راهنما › تکنیک‌ها باز کنید</translation>
    </message>
</context>
<context>
    <name>sudoku::HintSession</name>
    <message>
        <source>Thinking…</source>
        <translation>در حال فکر کردن…</translation>
    </message>
    <message>
        <source>Step stopped. Nothing on the board has changed.</source>
        <translation>گام متوقف شد. چیزی روی صفحه تغییر نکرده است.</translation>
    </message>
    <message>
        <source>Hint stopped. Nothing on the board has changed.</source>
        <translation>راهنمایی متوقف شد. چیزی روی صفحه تغییر نکرده است.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>راهنمایی: %1</translation>
    </message>
    <message>
        <source>Corrected. Carry on!</source>
        <translation>اصلاح شد. ادامه دهید!</translation>
    </message>
    <message>
        <source>Corrected %1 mistakes. Carry on!</source>
        <translation>%1 اشتباه اصلاح شد. ادامه دهید!</translation>
    </message>
    <message>
        <source>Show Me</source>
        <translation>نشانم بده</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>اعمال</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>اصلاح</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>راهنمایی</translation>
    </message>
    <message>
        <source>The %1 in %2 is wrong.</source>
        <translation>%1 در %2 نادرست است.</translation>
    </message>
    <message>
        <source>These digits are wrong: %1.</source>
        <translation>این رقم‌ها نادرست‌اند: %1.</translation>
    </message>
    <message>
        <source>Press Hint again to correct it.</source>
        <translation>برای اصلاح آن، دوباره «راهنمایی» را بزنید.</translation>
    </message>
    <message>
        <source>Press Hint again to correct all %1.</source>
        <translation>برای اصلاح هر %1 مورد، دوباره «راهنمایی» را بزنید.</translation>
    </message>
    <message>
        <source>This puzzle has no solution: its givens contradict each other, so no hint can help.</source>
        <translation>این جدول جوابی ندارد: رقم‌های داده‌شدهٔ آن با هم در تناقض‌اند، پس هیچ راهنمایی‌ای کمکی نمی‌کند.</translation>
    </message>
    <message>
        <source>This puzzle has more than one solution, so no step can be certain. The marked cells differ between two of its solutions.</source>
        <translation>این جدول بیش از یک جواب دارد، پس هیچ گامی قطعی نیست. خانه‌های علامت‌خورده در دو جواب آن با هم فرق دارند.</translation>
    </message>
    <message>
        <source>The board is full and correct: nothing left to find.</source>
        <translation>صفحه پر و درست است: چیزی برای یافتن نمانده است.</translation>
    </message>
    <message>
        <source>No technique Sudoku Studio knows applies here. Watch the human-logic solver to see where it has to guess.</source>
        <translation>هیچ تکنیکی که Sudoku Studio می‌شناسد در این‌جا کارساز نیست. حل‌کنندهٔ «منطق انسانی» را تماشا کنید تا ببینید کجا ناچار به حدس زدن است.</translation>
    </message>
    <message>
        <source>The search for a step was stopped. Nothing on the board has changed.</source>
        <translation>جست‌وجوی گام متوقف شد. چیزی روی صفحه تغییر نکرده است.</translation>
    </message>
    <message>
        <source>Correcting it also puts back the pencil marks it struck out.</source>
        <translation>اصلاح آن یادداشت‌های مدادی‌ای را هم که پاک کرده بود برمی‌گرداند.</translation>
    </message>
    <message>
        <source>Correcting them also puts back the pencil marks they struck out.</source>
        <translation>اصلاح آن‌ها یادداشت‌های مدادی‌ای را هم که پاک کرده بودند برمی‌گرداند.</translation>
    </message>
    <message>
        <source>The pencil marks of %1 lack a candidate the solution needs.</source>
        <translation>یادداشت‌های مدادی %1 نامزدی را که حل به آن نیاز دارد ندارند.</translation>
    </message>
    <message>
        <source>The pencil marks of %1 each lack a candidate the solution needs.</source>
        <translation>یادداشت‌های مدادی هر یک از %1 نامزدی را که حل به آن نیاز دارد ندارند.</translation>
    </message>
    <message>
        <source>None of the techniques hints may use applies here. Settings › Hints… allows more.</source>
        <translation>هیچ‌یک از فن‌هایی که راهنمایی مجاز به استفاده از آن‌هاست اینجا کارگر نیست. «تنظیمات › راهنمایی‌ها…» فن‌های بیشتری را مجاز می‌کند.</translation>
    </message>
</context>
<context>
    <name>sudoku::HintTechniquesDialog</name>
    <message>
        <source>Hints</source>
        <translation>راهنمایی‌ها</translation>
    </message>
    <message>
        <source>Hint and Step use only the techniques ticked here, and always the singles, so that a hint can place a digit. The rating of a puzzle uses every technique.</source>
        <translation>«راهنمایی» و «گام» فقط فن‌های تیک‌خورده در اینجا را به کار می‌برند، و همیشه تک‌رقمی‌ها را، تا راهنمایی بتواند رقمی بگذارد. رتبه‌بندی جدول همهٔ فن‌ها را به کار می‌برد.</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>فن</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>رتبه</translation>
    </message>
    <message>
        <source>Difficulty on Sudoku Explainer&apos;s scale</source>
        <translation>دشواری در مقیاس Sudoku Explainer</translation>
    </message>
    <message>
        <source>%1 — always used</source>
        <translation>%1 — همیشه به کار می‌رود</translation>
    </message>
    <message>
        <source>A hint must always be able to place a digit.</source>
        <translation>راهنمایی باید همیشه بتواند رقمی بگذارد.</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <comment>a range of ratings</comment>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>&amp;All</source>
        <translation>&amp;همه</translation>
    </message>
    <message>
        <source>No &amp;Uniqueness</source>
        <translation>&amp;بدون یکتایی</translation>
    </message>
    <message>
        <source>Every technique but those that assume the puzzle has one solution</source>
        <translation>همهٔ فن‌ها جز آن‌هایی که فرض می‌کنند جدول یک جواب دارد</translation>
    </message>
</context>
<context>
    <name>sudoku::Legend</name>
    <message>
        <source>Digit tried</source>
        <translation>رقم آزموده</translation>
    </message>
    <message>
        <source>Digit placed</source>
        <translation>رقم گذاشته‌شده</translation>
    </message>
    <message>
        <source>Candidate removed</source>
        <translation>نامزد حذف‌شده</translation>
    </message>
    <message>
        <source>Unit of a step</source>
        <translation>واحد یک گام</translation>
    </message>
    <message>
        <source>Guess</source>
        <translation>حدس</translation>
    </message>
    <message>
        <source>Backtrack</source>
        <translation>عقب‌گرد</translation>
    </message>
    <message>
        <source>Dead end</source>
        <translation>بن‌بست</translation>
    </message>
    <message>
        <source>Chain: so it is</source>
        <translation>زنجیره: پس هست</translation>
    </message>
    <message>
        <source>Chain: so it is not</source>
        <translation>زنجیره: پس نیست</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>راهنمای نشانه‌ها</translation>
    </message>
</context>
<context>
    <name>sudoku::MainWindow</name>
    <message>
        <source>Type the givens of your puzzle, then press Start.</source>
        <translation>رقم‌های داده‌شدهٔ جدول خود را وارد کنید، سپس «شروع» را بزنید.</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;شروع</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>انصراف</translation>
    </message>
    <message>
        <source>Watch the Solver</source>
        <translation>تماشای حل‌کننده</translation>
    </message>
    <message>
        <source>&amp;Easy</source>
        <translation>&amp;آسان</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>&amp;متوسط</translation>
    </message>
    <message>
        <source>&amp;Hard</source>
        <translation>&amp;سخت</translation>
    </message>
    <message>
        <source>New easy puzzle</source>
        <translation>جدول آسان جدید</translation>
    </message>
    <message>
        <source>New medium puzzle</source>
        <translation>جدول متوسط جدید</translation>
    </message>
    <message>
        <source>New hard puzzle</source>
        <translation>جدول سخت جدید</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>بازی &amp;جدید…</translation>
    </message>
    <message>
        <source>A new puzzle of the level you choose</source>
        <translation>جدولی جدید در سطحی که انتخاب می‌کنید</translation>
    </message>
    <message>
        <source>&amp;Best Times</source>
        <translation>بهترین &amp;زمان‌ها</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;باز کردن…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;ذخیره</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>ذخیره به‌&amp;عنوان…</translation>
    </message>
    <message>
        <source>&amp;Enter a Puzzle…</source>
        <translation>&amp;وارد کردن جدول…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;شروع دوباره</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;مکث</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;خروج</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;واگرد</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;انجام دوباره</translation>
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
        <translation>&amp;کپی جدول</translation>
    </message>
    <message>
        <source>Copy Current &amp;State</source>
        <translation>کپی وضعیت &amp;فعلی</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Paste Puzzle</source>
        <translation>&amp;چسباندن جدول</translation>
    </message>
    <message>
        <source>&amp;Fill Pencil Marks</source>
        <translation>&amp;پر کردن یادداشت‌های مدادی</translation>
    </message>
    <message>
        <source>Ctrl+M</source>
        <translation>Ctrl+M</translation>
    </message>
    <message>
        <source>Pe&amp;ncil Mode</source>
        <translation>حالت &amp;مدادی</translation>
    </message>
    <message>
        <source>Show &amp;Mistakes</source>
        <translation>نمایش &amp;اشتباه‌ها</translation>
    </message>
    <message>
        <source>&amp;Remove Pencil Marks Automatically</source>
        <translation>&amp;حذف خودکار یادداشت‌های مدادی</translation>
    </message>
    <message>
        <source>&amp;Solver Panel</source>
        <translation>پنل حل‌&amp;کننده</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;راهنمایی</translation>
    </message>
    <message>
        <source>First where to look, then why, then apply it</source>
        <translation>اول کجا را نگاه کنید، بعد چرا، بعد اعمال آن</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>&amp;گام</translation>
    </message>
    <message>
        <source>Apply the next logical step and explain it</source>
        <translation>اعمال و توضیح گام منطقی بعدی</translation>
    </message>
    <message>
        <source>Stop Thin&amp;king</source>
        <translation>توقف &amp;فکر کردن</translation>
    </message>
    <message>
        <source>Stop looking for a hint or step</source>
        <translation>توقف جست‌وجوی راهنمایی یا گام</translation>
    </message>
    <message>
        <source>&amp;Previous Branch</source>
        <translation>شاخهٔ &amp;قبلی</translation>
    </message>
    <message>
        <source>The previous branch of a forcing chain</source>
        <translation>شاخهٔ قبلی یک زنجیرهٔ اجباری</translation>
    </message>
    <message>
        <source>&amp;Next Branch</source>
        <translation>شاخهٔ &amp;بعدی</translation>
    </message>
    <message>
        <source>The next branch of a forcing chain</source>
        <translation>شاخهٔ بعدی یک زنجیرهٔ اجباری</translation>
    </message>
    <message>
        <source>&amp;Watch Solve / Pause</source>
        <translation>&amp;تماشای حل / مکث</translation>
    </message>
    <message>
        <source>Step &amp;Forward</source>
        <translation>یک گام به &amp;جلو</translation>
    </message>
    <message>
        <source>S&amp;top Solve</source>
        <translation>توقف &amp;حل</translation>
    </message>
    <message>
        <source>&amp;Compare Algorithms…</source>
        <translation>&amp;مقایسهٔ الگوریتم‌ها…</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;میان‌برهای صفحه‌کلید</translation>
    </message>
    <message>
        <source>&amp;About Sudoku Studio</source>
        <translation>&amp;دربارهٔ Sudoku Studio</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;بازی</translation>
    </message>
    <message>
        <source>B&amp;undled Puzzle</source>
        <translation>جدول‌های &amp;همراه</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;ویرایش</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>&amp;حل</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;نما</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;راهنما</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>دربارهٔ &amp;Qt</translation>
    </message>
    <message>
        <source>Saved again.</source>
        <translation>دوباره ذخیره شد.</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>مکث</translation>
    </message>
    <message>
        <source>Pencil</source>
        <translation>مداد</translation>
    </message>
    <message>
        <source>Open Puzzle or Game</source>
        <translation>باز کردن جدول یا بازی</translation>
    </message>
    <message>
        <source>Puzzles and games (*.txt *.sdk *.ss *.%1);;All files (*)</source>
        <translation>جدول‌ها و بازی‌ها (*.txt *.sdk *.ss *.%1);;همهٔ پرونده‌ها (*)</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>ذخیره نشده</translation>
    </message>
    <message>
        <source>The game could not be saved to “%1”: %2</source>
        <translation>بازی در «%1» ذخیره نشد: %2</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>ذخیرهٔ خودکار ناموفق بود: %1</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>ذخیرهٔ بازی</translation>
    </message>
    <message>
        <source>Sudoku Studio games (*.%1)</source>
        <translation>بازی‌های Sudoku Studio (*.%1)</translation>
    </message>
    <message>
        <source>Puzzle copied as a line</source>
        <translation>جدول به‌صورت یک خط کپی شد</translation>
    </message>
    <message>
        <source>Current state copied as a line</source>
        <translation>وضعیت فعلی به‌صورت یک خط کپی شد</translation>
    </message>
    <message>
        <source>the clipboard</source>
        <translation>کلیپ‌بورد</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>کلیپ‌بورد متنی ندارد.</translation>
    </message>
    <message>
        <source>Your puzzle has exactly one solution. Enjoy!</source>
        <translation>جدول شما دقیقاً یک جواب دارد. لذت ببرید!</translation>
    </message>
    <message>
        <source>%1 solved it in %2 events. Undo takes the solution back.</source>
        <translation>%1 آن را در %2 رویداد حل کرد. «واگرد» جواب را پس می‌گیرد.</translation>
    </message>
    <message>
        <source>%1 found no solution.</source>
        <translation>%1 جوابی پیدا نکرد.</translation>
    </message>
    <message>
        <source>Persian &amp;Digits</source>
        <translation>&amp;رقم‌های فارسی</translation>
    </message>
    <message>
        <source>Write digits as ۱۲۳ instead of 123; typing accepts both</source>
        <translation>نوشتن رقم‌ها به‌صورت ۱۲۳ به جای 123؛ هنگام تایپ هر دو پذیرفته می‌شوند</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;زبان</translation>
    </message>
    <message>
        <source>&amp;System Default</source>
        <translation>&amp;پیش‌فرض سیستم</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>پو&amp;سته</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;سیستم</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;روشن</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;تیره</translation>
    </message>
    <message>
        <source>Pr&amp;int…</source>
        <translation>&amp;چاپ…</translation>
    </message>
    <message>
        <source>Print this puzzle, or a booklet of new ones</source>
        <translation>چاپ این جدول، یا دفترچه‌ای از جدول‌های جدید</translation>
    </message>
    <message>
        <source>E&amp;xport PDF…</source>
        <translation>خروجی &amp;PDF…</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1، %2</translation>
    </message>
    <message>
        <source>Sudoku</source>
        <translation>سودوکو</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>خروجی PDF</translation>
    </message>
    <message>
        <source>&amp;Letters (A–P)</source>
        <translation>&amp;حرف‌ها (A–P)</translation>
    </message>
    <message>
        <source>&amp;Numbers (10–25)</source>
        <translation>&amp;عددها (10–25)</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>Enter a Puzzle of Si&amp;ze</source>
        <translation>وارد کردن جدولی با &amp;اندازهٔ دیگر</translation>
    </message>
    <message>
        <source>Digits &amp;Above 9</source>
        <translation>رقم‌های &amp;بالای 9</translation>
    </message>
    <message>
        <source>How 16×16 and 25×25 boards write 10 and up</source>
        <translation>جدول‌های 16×16 و 25×25 عددهای 10 به بالا را چگونه می‌نویسند</translation>
    </message>
    <message>
        <source>Enter a Puzzle</source>
        <translation>وارد کردن جدول</translation>
    </message>
    <message>
        <source>The size of the board:</source>
        <translation>اندازهٔ جدول:</translation>
    </message>
    <message>
        <source>&amp;Filter</source>
        <translation>&amp;پالایش</translation>
    </message>
    <message>
        <source>Cells with &amp;Two Candidates</source>
        <translation>خانه‌های با &amp;دو نامزد</translation>
    </message>
    <message>
        <source>Where %1 Can Go</source>
        <translation>جاهایی که %1 می‌تواند برود</translation>
    </message>
    <message>
        <source>&amp;No Pen</source>
        <translation>&amp;بدون قلم</translation>
    </message>
    <message>
        <source>&amp;%1 %2 (%3)</source>
        <translation>&amp;%1 %2 (%3)</translation>
    </message>
    <message>
        <source>Put the colour pen down: clicks select cells</source>
        <translation>کنار گذاشتن قلم رنگ: کلیک خانه‌ها را انتخاب می‌کند</translation>
    </message>
    <message>
        <source>Take up the %1 pen (again: put it down)</source>
        <translation>برداشتن قلم %1 (دوباره: کنار گذاشتن)</translation>
    </message>
    <message>
        <source>Clear the Cell&apos;s &amp;Colours</source>
        <translation>پاک کردن &amp;رنگ‌های خانه</translation>
    </message>
    <message>
        <source>Clear &amp;All Colours</source>
        <translation>پاک کردن &amp;همهٔ رنگ‌ها</translation>
    </message>
    <message>
        <source>C&amp;olours</source>
        <translation>&amp;رنگ‌ها</translation>
    </message>
    <message>
        <source>%1 pen</source>
        <translation>قلم %1</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;راهنمای بازی</translation>
    </message>
    <message>
        <source>The rules, and how to play, take hints and watch the solver</source>
        <translation>قانون‌ها، و چگونگی بازی، راهنمایی گرفتن و تماشای حل‌کننده</translation>
    </message>
    <message>
        <source>&amp;Hints…</source>
        <translation>&amp;راهنمایی‌ها…</translation>
    </message>
    <message>
        <source>The techniques hints and Step may use</source>
        <translation>فن‌هایی که «راهنمایی» و «گام» می‌توانند به کار ببرند</translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation>&amp;تنظیمات</translation>
    </message>
    <message>
        <source>&amp;Techniques</source>
        <translation>&amp;تکنیک‌ها</translation>
    </message>
    <message>
        <source>What every technique of the hints is, how to spot it, and an example of each</source>
        <translation>هر تکنیکِ راهنمایی‌ها چیست، چگونه آن را پیدا کنیم، و نمونه‌ای از هر یک</translation>
    </message>
    <message>
        <source>Pra&amp;ctice…</source>
        <translation>&amp;تمرین…</translation>
    </message>
    <message>
        <source>Practise one technique on positions where it is the next step</source>
        <translation>یک تکنیک را روی وضعیت‌هایی تمرین کنید که در آن‌ها گام بعدی است</translation>
    </message>
    <message>
        <source>Take the hint&apos;s words and marks off the board</source>
        <translation>برداشتن متن و نشانه‌های راهنمایی از روی صفحه</translation>
    </message>
    <message>
        <source>C&amp;lose Hint</source>
        <translation>ب&amp;ستن راهنمایی</translation>
    </message>
</context>
<context>
    <name>sudoku::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>بازی جدید</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>سطح</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Too rare to generate: one of the hardest puzzles known, in a new guise.</source>
        <translation>کمیاب‌تر از آن است که ساخته شود: یکی از سخت‌ترین جدول‌های شناخته‌شده، در ظاهری تازه.</translation>
    </message>
    <message>
        <source>random</source>
        <translation>تصادفی</translation>
    </message>
    <message>
        <source>The same seed, level and symmetry make the same puzzle: share it with a friend.</source>
        <translation>بذر، سطح و تقارن یکسان همان جدول را می‌سازند: آن را با دوستی به اشتراک بگذارید.</translation>
    </message>
    <message>
        <source>&amp;Symmetry</source>
        <translation>&amp;تقارن</translation>
    </message>
    <message>
        <source>S&amp;eed</source>
        <translation>&amp;بذر</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;ساختن</translation>
    </message>
    <message>
        <source>Nightmare puzzles are too rare to generate: one of the hardest known comes in a new guise (digits, rows and columns shuffled), and is rated.</source>
        <translation>جدول‌های «کابوس» کمیاب‌تر از آن‌اند که ساخته شوند: یکی از سخت‌ترین جدول‌های شناخته‌شده در ظاهری تازه (با رقم‌ها، سطرها و ستون‌های جابه‌جاشده) ارائه می‌شود و امتیازدهی می‌شود.</translation>
    </message>
    <message>
        <source>Making %1 puzzle…</source>
        <translation>در حال ساختن جدول %1…</translation>
    </message>
    <message>
        <source>Stopped. Generate tries again.</source>
        <translation>متوقف شد. «ساختن» دوباره تلاش می‌کند.</translation>
    </message>
    <message>
        <source>Children start on 4×4 and 6×6; 16×16 and 25×25 are long games.</source>
        <translation>کودکان با 4×4 و 6×6 شروع می‌کنند؛ 16×16 و 25×25 بازی‌های طولانی‌اند.</translation>
    </message>
    <message>
        <source>Si&amp;ze</source>
        <translation>&amp;اندازه</translation>
    </message>
    <message numerus="yes">
        <source>No %1 puzzle of this size turned up in %n attempt(s): try another level.</source>
        <translation>
            <numerusform>در %n تلاش جدولی با سطح %1 در این اندازه پیدا نشد: سطح دیگری را امتحان کنید.</numerusform>
        </translation>
    </message>
    <message>
        <source>A 25×25 puzzle this hard can take many minutes to make.</source>
        <translation>ساختن جدول 25×25 با این درجهٔ سختی ممکن است چندین دقیقه طول بکشد.</translation>
    </message>
    <message>
        <source>A 25×25 puzzle can take several seconds to make.</source>
        <translation>ساختن جدول 25×25 ممکن است چند ثانیه طول بکشد.</translation>
    </message>
    <message>
        <source>Choose the level of your first puzzle, and its size. Game › New Game offers the same choice at any time.</source>
        <translation>سطح نخستین جدول خود و اندازهٔ آن را انتخاب کنید. «بازی › بازی جدید» همین انتخاب را هر زمان پیش می‌گذارد.</translation>
    </message>
    <message>
        <source>Stuck? Hint (H) first shows where to look, then why, then makes the step. Hints explain every step, never guess, and never simply give a digit away.</source>
        <translation>گیر کرده‌اید؟ «راهنمایی» (H) نخست نشان می‌دهد کجا را نگاه کنید، بعد چرا، و بعد گام را برمی‌دارد. راهنمایی‌ها هر گام را توضیح می‌دهند، هرگز حدس نمی‌زنند و هرگز رقمی را بی‌دلیل لو نمی‌دهند.</translation>
    </message>
    <message>
        <source>Welcome to Sudoku Studio</source>
        <translation>به Sudoku Studio خوش آمدید</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;بازی کنید</translation>
    </message>
    <message>
        <source>&amp;Skip</source>
        <translation>&amp;رد شدن</translation>
    </message>
    <message>
        <source>Play the bundled easy puzzle; this question is not asked again</source>
        <translation>جدول آسانِ همراه برنامه را بازی کنید؛ این پرسش دیگر پرسیده نمی‌شود</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;قواعد</translation>
    </message>
    <message>
        <source>Making a %1 puzzle…</source>
        <translation>در حال ساختن جدول %1…</translation>
    </message>
    <message>
        <source>Making %1 %2 puzzle…</source>
        <comment>a level and a variant, as in &apos;Making hard X-Sudoku puzzle…&apos;</comment>
        <translation>در حال ساختن جدول %2 در سطح %1…</translation>
    </message>
    <message>
        <source>A killer this hard can take several seconds to make.</source>
        <translation>ساختن یک سودوکوی قاتل به این سختی ممکن است چند ثانیه طول بکشد.</translation>
    </message>
    <message>
        <source>An extreme killer can take tens of seconds to make.</source>
        <translation>ساختن یک سودوکوی قاتل در سطح «بسیار سخت» ممکن است ده‌ها ثانیه طول بکشد.</translation>
    </message>
    <message>
        <source>X-Sudoku: the diagonals hold every digit too; windoku: four more windows; jigsaw: regions of any shape for boxes; killer: cages whose digits add up to their sums; samurai: five grids, the middle one sharing its corner boxes with the others.</source>
        <translation>سودوکوی X: قطرها هم هر رقم را دارند؛ ویندوکو: چهار پنجرهٔ دیگر؛ جورچین: ناحیه‌هایی با هر شکل به جای جعبه‌ها؛ قاتل: قفس‌هایی که مجموع رقم‌هایشان برابر عدد آن‌هاست؛ سامورایی: پنج جدول، که جدول میانی جعبه‌های گوشه‌اش را با بقیه شریک است.</translation>
    </message>
    <message>
        <source>A samurai this hard takes seconds to make, now and then half a minute.</source>
        <translation>ساختن سامورایی به این سختی چند ثانیه طول می‌کشد، گاهی نیم دقیقه.</translation>
    </message>
</context>
<context>
    <name>sudoku::NumberPad</name>
    <message>
        <source>Erase</source>
        <translation>پاک کردن</translation>
    </message>
    <message>
        <source>Clear the selected cell (Delete)</source>
        <translation>پاک کردن خانهٔ انتخاب‌شده (Delete)</translation>
    </message>
    <message>
        <source>Pencil mode: digits toggle pencil marks (Space or N)</source>
        <translation>حالت مدادی: رقم‌ها یادداشت مدادی را روشن/خاموش می‌کنند (Space یا N)</translation>
    </message>
    <message>
        <source>Pencil: On</source>
        <translation>مداد: روشن</translation>
    </message>
    <message>
        <source>Pencil: Off</source>
        <translation>مداد: خاموش</translation>
    </message>
    <message>
        <source>No colour pen: a click selects a cell (Esc, Ctrl+Alt+0)</source>
        <translation>بدون قلم رنگ: کلیک یک خانه را انتخاب می‌کند (Esc، Ctrl+Alt+0)</translation>
    </message>
    <message>
        <source>Colour pen: %1, %2. A click paints a candidate, or the cell; so do a digit and Enter (Ctrl+Alt+%3)</source>
        <translation>قلم رنگ: %1، %2. کلیک یک نامزد یا خود خانه را رنگ می‌کند؛ یک رقم و Enter هم همین کار را می‌کنند (Ctrl+Alt+%3)</translation>
    </message>
    <message>
        <source>No colour pen</source>
        <translation>بدون قلم رنگ</translation>
    </message>
    <message>
        <source>%1 pen</source>
        <translation>قلم %1</translation>
    </message>
</context>
<context>
    <name>sudoku::PlaySession</name>
    <message>
        <source>Easy</source>
        <translation>آسان</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>متوسط</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>سخت</translation>
    </message>
    <message>
        <source>%1 puzzle %2 (bundled)</source>
        <translation>جدول %1 شمارهٔ %2 (همراه برنامه)</translation>
    </message>
    <message>
        <source>It holds no puzzle.</source>
        <translation>هیچ جدولی در آن نیست.</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation>%1 #%2</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>نمی‌توان پوشهٔ %1 را ساخت.</translation>
    </message>
    <message>
        <source>Solve with %1</source>
        <translation>حل با %1</translation>
    </message>
    <message>
        <source>With help from hints it does not count as a best time for %1 puzzles.</source>
        <translation>با کمک گرفتن از راهنمایی، این زمان بهترین زمان جدول‌های %1 حساب نمی‌شود.</translation>
    </message>
    <message>
        <source>A new best time for %1 puzzles (it was %2)!</source>
        <translation>بهترین زمان جدید برای جدول‌های %1 (قبلاً %2 بود)!</translation>
    </message>
    <message>
        <source>Your first best time for %1 puzzles.</source>
        <translation>نخستین بهترین زمان شما برای جدول‌های %1.</translation>
    </message>
    <message>
        <source>Your best for %1 puzzles: %2.</source>
        <translation>بهترین زمان شما برای جدول‌های %1: %2.</translation>
    </message>
    <message>
        <source>Stuck? Hint shows where to look, then why.</source>
        <translation>گیر کرده‌اید؟ «راهنمایی» نشان می‌دهد کجا را نگاه کنید، و بعد چرا.</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1، %2، %3</translation>
    </message>
    <message>
        <source>%1 · Solved by the solver</source>
        <translation>%1، حل‌شده با حل‌کننده</translation>
    </message>
    <message>
        <source>%1 · Solved</source>
        <translation>%1، حل‌شده</translation>
    </message>
    <message>
        <source>%1 · No solution</source>
        <translation>%1، بدون جواب</translation>
    </message>
    <message>
        <source>%1 · More than one solution</source>
        <translation>%1، بیش از یک جواب</translation>
    </message>
    <message>
        <source>%1[*] — Sudoku Studio</source>
        <translation>%1[*] — Sudoku Studio</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n clue(s)</source>
        <translation>
            <numerusform>%1، %n سرنخ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n hint(s)</source>
        <translation>
            <numerusform>%1، %n راهنمایی</numerusform>
        </translation>
    </message>
    <message>
        <source>Generated, seed %1</source>
        <translation>ساخته شد، بذر %1</translation>
    </message>
    <message>
        <source>The text is too long to read as puzzles: %1 MB, where %2 MB is the most. Save it in a file and open the file: a file of any size can be opened.</source>
        <translation>متن برای خواندن به‌عنوان جدول بیش از حد بلند است: %1 مگابایت، در حالی که حداکثر %2 مگابایت است. آن را در پرونده‌ای ذخیره کنید و آن پرونده را باز کنید: پرونده با هر اندازه‌ای باز می‌شود.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>best times: a level and a board&apos;s size, as in &apos;easy 9×9 puzzles&apos;</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Pasted puzzle</source>
        <translation>جدول چسبانده‌شده</translation>
    </message>
    <message>
        <source>Dropped puzzle</source>
        <translation>جدول رهاشده</translation>
    </message>
    <message>
        <source>%1 · Looking for the solution…</source>
        <translation>%1، در جست‌وجوی جواب…</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1، %2</translation>
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
        <translation>%1 ثانیه</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 دقیقه و %2 ثانیه</translation>
    </message>
    <message>
        <source>%1: %2 right, %3 partly right of %4 tried, %5 on average</source>
        <translation>%1: %2 درست، %3 تا حدی درست از %4 تلاش، به‌طور میانگین %5</translation>
    </message>
    <message>
        <source>Your practice record</source>
        <translation>کارنامهٔ تمرین شما</translation>
    </message>
    <message>
        <source>Nothing practised yet.</source>
        <translation>هنوز چیزی تمرین نشده است.</translation>
    </message>
    <message>
        <source>%1 of %2 right · %3</source>
        <translation>%1 از %2 درست، %3</translation>
    </message>
</context>
<context>
    <name>sudoku::PracticeDialog</name>
    <message>
        <source>Practice</source>
        <translation>تمرین</translation>
    </message>
    <message>
        <source>No position of this technique to practise on</source>
        <translation>وضعیتی برای تمرین این تکنیک نیست</translation>
    </message>
    <message>
        <source>&amp;New Position</source>
        <translation>&amp;وضعیت تازه</translation>
    </message>
    <message>
        <source>&amp;Technique:</source>
        <translation>&amp;تکنیک:</translation>
    </message>
    <message>
        <source>Click &amp;strikes out</source>
        <translation>کلیک &amp;خط می‌زند</translation>
    </message>
    <message>
        <source>Click &amp;places</source>
        <translation>کلیک &amp;می‌گذارد</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>&amp;بررسی</translation>
    </message>
    <message>
        <source>C&amp;lear Marks</source>
        <translation>&amp;پاک کردن علامت‌ها</translation>
    </message>
    <message>
        <source>Your record</source>
        <translation>کارنامهٔ شما</translation>
    </message>
    <message>
        <source>Sho&amp;w the Step</source>
        <translation>&amp;نمایش گام</translation>
    </message>
    <message>
        <source>The ones I find hardest</source>
        <translation>آن‌هایی که برایم سخت‌ترند</translation>
    </message>
</context>
<context>
    <name>sudoku::PracticeSession</name>
    <message>
        <source>Choose a technique to practise.</source>
        <translation>تکنیکی را برای تمرین برگزینید.</translation>
    </message>
    <message>
        <source>There is no position of this technique to practise.</source>
        <translation>وضعیتی برای تمرین این تکنیک نیست.</translation>
    </message>
    <message>
        <source>Finding a position…</source>
        <translation>در حال یافتن وضعیت…</translation>
    </message>
    <message>
        <source>Find %1 on this board and mark the digit it places (a click on the candidate), then Check.</source>
        <translation>%1 را روی این صفحه پیدا کنید و رقمی را که می‌گذارد علامت بزنید (با کلیک روی نامزد)، سپس بررسی را بزنید.</translation>
    </message>
    <message>
        <source>Find %1 on this board and strike out the candidates it removes (a click on each), then Check.</source>
        <translation>%1 را روی این صفحه پیدا کنید و نامزدهایی را که حذف می‌کند خط بزنید (با کلیک روی هر یک)، سپس بررسی را بزنید.</translation>
    </message>
    <message>
        <source>The step: %1</source>
        <translation>گام: %1</translation>
    </message>
    <message>
        <source>Right: that is the step.</source>
        <translation>درست: گام همین است.</translation>
    </message>
    <message>
        <source>Partly right: you found %1 of the step&apos;s %2 marks; it also makes %3.</source>
        <translation>تا حدی درست: %1 علامت از %2 علامتِ گام را یافتید؛ گام این‌ها را هم دارد: %3.</translation>
    </message>
    <message>
        <source>Partly right: what you marked is true, but it is not this step.</source>
        <translation>تا حدی درست: آنچه علامت زدید درست است، اما این گام نیست.</translation>
    </message>
    <message>
        <source>Partly right: the step&apos;s marks are all there, and more that are true but not this step&apos;s.</source>
        <translation>تا حدی درست: همهٔ علامت‌های گام هست، و علامت‌های درست دیگری که از این گام نیستند.</translation>
    </message>
    <message>
        <source>Wrong: %1 is not true of this puzzle.</source>
        <translation>نادرست: %1 در این جدول درست نیست.</translation>
    </message>
    <message>
        <source>Wrong: nothing was marked.</source>
        <translation>نادرست: چیزی علامت نخورده است.</translation>
    </message>
</context>
<context>
    <name>sudoku::PrintDialog</name>
    <message>
        <source>Print</source>
        <translation>چاپ</translation>
    </message>
    <message>
        <source>&amp;This puzzle</source>
        <translation>&amp;این جدول</translation>
    </message>
    <message>
        <source>A &amp;booklet of new puzzles</source>
        <translation>&amp;دفترچه‌ای از جدول‌های جدید</translation>
    </message>
    <message>
        <source>With my &amp;digits and pencil marks</source>
        <translation>همراه با &amp;رقم‌ها و یادداشت‌های مدادی من</translation>
    </message>
    <message>
        <source>The &amp;solution on a second page</source>
        <translation>&amp;جواب در صفحهٔ دوم</translation>
    </message>
    <message>
        <source>Solutions at the &amp;back</source>
        <translation>جواب‌ها در &amp;پایان</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;سطح:</translation>
    </message>
    <message>
        <source>&amp;Puzzles:</source>
        <translation>&amp;تعداد جدول‌ها:</translation>
    </message>
    <message>
        <source>Puzzles a p&amp;age:</source>
        <translation>جدول در هر &amp;صفحه:</translation>
    </message>
    <message>
        <source>Pre&amp;view…</source>
        <translation>پیش‌&amp;نمایش…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;چاپ…</translation>
    </message>
    <message>
        <source>E&amp;xport PDF…</source>
        <translation>خروجی &amp;PDF…</translation>
    </message>
    <message numerus="yes">
        <source>Sudoku Studio · %n %1 puzzle(s)</source>
        <translation>
            <numerusform>Sudoku Studio، %n جدول سطح %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Sudoku Studio</source>
        <translation>Sudoku Studio</translation>
    </message>
    <message numerus="yes">
        <source>Making %n puzzle(s)…</source>
        <translation>
            <numerusform>در حال ساختن %n جدول…</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. %2 · %3</source>
        <translation>%1. %2، %3</translation>
    </message>
    <message>
        <source>Seed %1</source>
        <translation>بذر %1</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s) made.</source>
        <translation>
            <numerusform>%n جدول ساخته شد.</numerusform>
        </translation>
    </message>
    <message>
        <source>Print Preview</source>
        <translation>پیش‌نمایش چاپ</translation>
    </message>
    <message>
        <source>Sent to the printer.</source>
        <translation>به چاپگر فرستاده شد.</translation>
    </message>
    <message>
        <source>The printer could not be used.</source>
        <translation>استفاده از چاپگر ممکن نشد.</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>خروجی PDF</translation>
    </message>
    <message>
        <source>sudoku.pdf</source>
        <translation>sudoku.pdf</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>پرونده‌های PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Written to %1.</source>
        <translation>در %1 ذخیره شد.</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>پروندهٔ %1 نوشته نشد.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>متوقف شد.</translation>
    </message>
    <message>
        <source>The solution is still being worked out; it can be chosen once it is found.</source>
        <translation>جواب هنوز در حال یافتن است؛ وقتی پیدا شد می‌توانید آن را انتخاب کنید.</translation>
    </message>
    <message>
        <source>This puzzle has no single solution to print.</source>
        <translation>این جدول یک جواب یکتا برای چاپ ندارد.</translation>
    </message>
</context>
<context>
    <name>sudoku::PuzzleChooser</name>
    <message>
        <source>Choose a Puzzle</source>
        <translation>انتخاب جدول</translation>
    </message>
    <message>
        <source>&amp;Stop Reading</source>
        <translation>&amp;توقف خواندن</translation>
    </message>
    <message>
        <source>List only the puzzles found so far</source>
        <translation>فقط جدول‌هایی که تاکنون یافت شده‌اند فهرست شوند</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln puzzle(s) found so far…</source>
        <translation>
            <numerusform>%1: تاکنون %Ln جدول یافت شده…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %Ln puzzle(s).</source>
        <translation>
            <numerusform>%1 شامل %Ln جدول است.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the first %Ln puzzle(s) (reading stopped).</source>
        <translation>
            <numerusform>%1: %Ln جدول نخست (خواندن متوقف شد).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cannot be read (hover over it for why).</source>
        <translation>
            <numerusform>%Ln مورد خوانده نمی‌شود (برای دیدن علت، نشانگر را روی آن نگه دارید).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the first %Ln puzzle(s); the file holds more than can be listed.</source>
        <translation>
            <numerusform>%1: %Ln جدول نخست؛ پرونده بیش از آنچه بتوان فهرست کرد جدول دارد.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sudoku::PuzzleFile</name>
    <message>
        <source>The file could not be read to its end.</source>
        <translation>پرونده تا انتها خوانده نشد.</translation>
    </message>
</context>
<context>
    <name>sudoku::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>میان‌برهای صفحه‌کلید</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>کلیدهای جهت‌نما</translation>
    </message>
    <message>
        <source>Move the selection</source>
        <translation>جابه‌جا کردن انتخاب</translation>
    </message>
    <message>
        <source>Move to the first or last cell of the row</source>
        <translation>رفتن به نخستین یا آخرین خانهٔ سطر</translation>
    </message>
    <message>
        <source>Move to the first or last cell of the board</source>
        <translation>رفتن به نخستین یا آخرین خانهٔ صفحه</translation>
    </message>
    <message>
        <source>1 – 9</source>
        <translation>1 – 9</translation>
    </message>
    <message>
        <source>Place a digit (in pencil mode: toggle a pencil mark)</source>
        <translation>گذاشتن یک رقم (در حالت مدادی: روشن/خاموش کردن یک یادداشت مدادی)</translation>
    </message>
    <message>
        <source>Toggle a pencil mark, in either mode</source>
        <translation>روشن/خاموش کردن یک یادداشت مدادی، در هر دو حالت</translation>
    </message>
    <message>
        <source>Clear the cell: its digit, else its pencil marks</source>
        <translation>پاک کردن خانه: رقم آن، وگرنه یادداشت‌های مدادی‌اش</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>کلیک</translation>
    </message>
    <message>
        <source>Select a cell; on the paused board, resume</source>
        <translation>انتخاب یک خانه؛ روی صفحهٔ مکث‌شده، ادامهٔ بازی</translation>
    </message>
    <message>
        <source>Undo the last change</source>
        <translation>واگرد آخرین تغییر</translation>
    </message>
    <message>
        <source>Redo the last undone change</source>
        <translation>انجام دوبارهٔ آخرین تغییرِ واگردشده</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>کلیدها</translation>
    </message>
    <message>
        <source>Does</source>
        <translation>کار</translation>
    </message>
    <message>
        <source>A – P</source>
        <translation>A – P</translation>
    </message>
    <message>
        <source>Place 10 – 25 on a board that large (A = 10, G = 16, P = 25)</source>
        <translation>گذاشتن 10 – 25 در جدولی به این بزرگی (A = 10، G = 16، P = 25)</translation>
    </message>
    <message>
        <source>%1 – 9, %2 – 9</source>
        <comment>Shift+1 – 9, Ctrl+1 – 9</comment>
        <translation>%1 – 9، %2 – 9</translation>
    </message>
    <message>
        <source>%1 – 9</source>
        <comment>Alt+1 – 9</comment>
        <translation>%1 – 9</translation>
    </message>
    <message>
        <source>Show where a digit can go (again: show every cell); any digit: right-click it on the pad</source>
        <translation>نشان دادن جاهایی که یک رقم می‌تواند برود (دوباره: همهٔ خانه‌ها)؛ هر رقمی: کلیک راست روی آن در صفحه‌کلید اعداد</translation>
    </message>
    <message>
        <source>Show the cells with two candidates</source>
        <translation>نشان دادن خانه‌های با دو نامزد</translation>
    </message>
    <message>
        <source>With a colour pen: click; 1 – 9; Enter</source>
        <translation>با قلم رنگ: کلیک؛ 1 – 9؛ Enter</translation>
    </message>
    <message>
        <source>Paint the candidate clicked, else the cell; paint that candidate; paint the cell (the same colour again clears it)</source>
        <translation>رنگ کردن نامزدِ کلیک‌شده، وگرنه خانه؛ رنگ کردن آن نامزد؛ رنگ کردن خانه (همان رنگ دوباره آن را پاک می‌کند)</translation>
    </message>
    <message>
        <source>With a colour pen: %1; %2</source>
        <translation>با قلم رنگ: %1؛ %2</translation>
    </message>
    <message>
        <source>Clear the cell&apos;s colours; put the pen down</source>
        <translation>پاک کردن رنگ‌های خانه؛ کنار گذاشتن قلم</translation>
    </message>
</context>
<context>
    <name>sudoku::SolveSession</name>
    <message>
        <source>Press Play to watch %1 solve this puzzle.</source>
        <translation>برای تماشای حل این جدول با %1، «پخش» را بزنید.</translation>
    </message>
    <message>
        <source>Playing…</source>
        <translation>در حال پخش…</translation>
    </message>
    <message>
        <source>Paused: Next shows the next event.</source>
        <translation>مکث: «بعدی» رویداد بعدی را نشان می‌دهد.</translation>
    </message>
    <message>
        <source>Solving at full speed…</source>
        <translation>در حال حل با بیشترین سرعت…</translation>
    </message>
    <message>
        <source>Solved. The solution is on the board; Undo takes it back.</source>
        <translation>حل شد. جواب روی صفحه است؛ «واگرد» آن را پس می‌گیرد.</translation>
    </message>
    <message>
        <source>No solution: the search ran out of possibilities.</source>
        <translation>بدون جواب: جست‌وجو همهٔ امکان‌ها را آزمود و چیزی نماند.</translation>
    </message>
    <message numerus="yes">
        <source>%1 stopped after %n event(s). Press Play to watch it again from the start.</source>
        <translation>
            <numerusform>%1 پس از %n رویداد متوقف شد. برای دیدن دوباره از ابتدا، «پخش» را بزنید.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sudoku::TechniquesDialog</name>
    <message>
        <source>Techniques</source>
        <translation>تکنیک‌ها</translation>
    </message>
    <message>
        <source>&amp;Another Example</source>
        <translation>&amp;نمونهٔ دیگر</translation>
    </message>
    <message>
        <source>rated %1</source>
        <translation>درجهٔ %1</translation>
    </message>
    <message>
        <source>only on a puzzle with one solution</source>
        <translation>فقط در جدولی با یک جواب</translation>
    </message>
    <message>
        <source>What it is</source>
        <translation>چیست</translation>
    </message>
    <message>
        <source>How to spot it</source>
        <translation>چگونه پیدایش کنیم</translation>
    </message>
    <message>
        <source>Finding the step on this board…</source>
        <translation>در حال یافتن گام روی این صفحه…</translation>
    </message>
    <message>
        <source>This example has lost its step: the techniques have changed since it was chosen.</source>
        <translation>این نمونه گامش را از دست داده است: تکنیک‌ها از زمان انتخاب آن تغییر کرده‌اند.</translation>
    </message>
    <message>
        <source>Example %1 of %2, the hint on this board: %3</source>
        <translation>نمونهٔ %1 از %2، راهنمایی روی این صفحه: %3</translation>
    </message>
    <message>
        <source>Shown with this technique alone chosen in Settings › Hints: with every technique, a hint finds the same deduction as a pattern of an earlier family first.</source>
        <translation>با انتخاب تنها همین تکنیک در تنظیمات › راهنمایی‌ها نشان داده شده است: با همهٔ تکنیک‌ها، راهنمایی همین استنتاج را نخست به شکل الگویی از خانواده‌ای زودتر پیدا می‌کند.</translation>
    </message>
    <message>
        <source>There is no example of this technique: on none of the puzzles searched was it the hint&apos;s next step, even with it alone chosen in Settings › Hints. Wherever it stands, a cheaper step of another technique comes first.</source>
        <translation>نمونه‌ای از این تکنیک نیست: در هیچ‌یک از جدول‌های جست‌وجوشده گام بعدیِ راهنمایی نبود، حتی وقتی تنها همین تکنیک در تنظیمات › راهنمایی‌ها انتخاب شده بود. هر جا که باشد، گامی ارزان‌تر از تکنیکی دیگر زودتر می‌آید.</translation>
    </message>
</context>
<context>
    <name>sudoku::TraceLog</name>
    <message>
        <source>Events %1 to %2 are not listed: the log keeps the steps, guesses and the most recent events.</source>
        <translation>رویدادهای %1 تا %2 فهرست نشده‌اند: گزارش، گام‌ها، حدس‌ها و تازه‌ترین رویدادها را نگه می‌دارد.</translation>
    </message>
    <message numerus="yes">
        <source>… %Ln more event(s)</source>
        <translation>
            <numerusform>… %Ln رویداد دیگر</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
Click to show this step on the board; double-click to read about %2.</source>
        <translation>%1
برای نمایش این گام روی صفحه کلیک کنید؛ برای خواندن دربارهٔ %2 دوبار کلیک کنید.</translation>
    </message>
</context>
<context>
    <name>sudoku::WatchPanel</name>
    <message>
        <source>%1 ms</source>
        <translation>%1 میلی‌ثانیه</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>پخش</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>بعدی</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>توقف</translation>
    </message>
    <message>
        <source>Play or pause the animated solve (F5)</source>
        <translation>پخش یا مکث حل متحرک (F5)</translation>
    </message>
    <message>
        <source>Show the next event (F6)</source>
        <translation>نمایش رویداد بعدی (F6)</translation>
    </message>
    <message>
        <source>Stop and return to your game (Shift+F5)</source>
        <translation>توقف و بازگشت به بازی شما (Shift+F5)</translation>
    </message>
    <message>
        <source>Events shown per second, or Instant: the whole solve at full speed</source>
        <translation>تعداد رویدادهای نمایش‌داده‌شده در هر ثانیه، یا «فوری»: کل حل با بیشترین سرعت</translation>
    </message>
    <message>
        <source>20,000/s</source>
        <translation>20,000 در ثانیه</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>سرعت</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>رویدادها</translation>
    </message>
    <message>
        <source>Placements</source>
        <translation>جایگذاری‌ها</translation>
    </message>
    <message>
        <source>Guesses</source>
        <translation>حدس‌ها</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>عقب‌گردها</translation>
    </message>
    <message>
        <source>Solver time</source>
        <translation>زمان حل‌کننده</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>قبلی</translation>
    </message>
    <message>
        <source>The previous branch of the forcing chain</source>
        <translation>شاخهٔ قبلی زنجیرهٔ اجباری</translation>
    </message>
    <message>
        <source>The next branch of the forcing chain</source>
        <translation>شاخهٔ بعدی زنجیرهٔ اجباری</translation>
    </message>
    <message>
        <source>Solve log</source>
        <translation>گزارش حل</translation>
    </message>
    <message>
        <source>Compare All Algorithms…</source>
        <translation>مقایسهٔ همهٔ الگوریتم‌ها…</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>گزارش</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>فوری</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1 در ثانیه</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>مکث</translation>
    </message>
    <message>
        <source>What Is %1?</source>
        <translation>%1 چیست؟</translation>
    </message>
</context>
</TS>
