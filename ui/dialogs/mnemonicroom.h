// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Qt 6.4 under-measures a label whose mnemonic (&) falls in joined Arabic-script text: the
// underlined letter is shaped apart from its word, the word comes out wider than measured and
// its last letter is cut off (seen in Persian: "&تقارن" showed "تقار"). Call after the rows are
// added: every label of `form` gets room for one more character.

#include <QFormLayout>
#include <QLabel>

namespace sudoku {

inline void roomForMnemonics(QFormLayout *form)
{
    for (int row = 0; row < form->rowCount(); ++row) {
        QLayoutItem *item = form->itemAt(row, QFormLayout::LabelRole);
        if (auto *label = item ? qobject_cast<QLabel *>(item->widget()) : nullptr)
            label->setMinimumWidth(label->sizeHint().width() + label->fontMetrics().averageCharWidth() * 2);
    }
}

} // namespace sudoku
