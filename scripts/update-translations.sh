#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Brings resources/translations/*.ts up to date with the sources: new strings come in
# unfinished, strings no longer in the sources go. Run it after changing a user-visible text,
# translate what is unfinished (Qt Linguist, or the .ts by hand), and commit both;
# tst_translations fails while any entry is unfinished or the files are out of date.
# sudoku_en.ts holds only the English plural forms of the %n texts.
set -euo pipefail
cd "$(dirname "$0")/.."
lupdate=${LUPDATE:-/usr/lib/qt6/bin/lupdate}
options=(-locations none -no-obsolete -tr-function-alias QT_TRANSLATE_NOOP+=SUDOKU_TRANSLATE_NOOP)
sources=(core ui app/gui)
ts=()
for language in fa he ro de fr es; do
    ts+=("resources/translations/sudoku_$language.ts")
done
"$lupdate" "${options[@]}" "${sources[@]}" -ts "${ts[@]}"
"$lupdate" "${options[@]}" -pluralonly "${sources[@]}" -ts resources/translations/sudoku_en.ts
