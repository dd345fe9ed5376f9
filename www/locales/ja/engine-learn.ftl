# The engine's words (engine-learn.ftl, src/text): the technique library (Learn): each technique's description, practice verdicts, and the mistakes a hint finds.
# The same messages as www/locales/en/engine-learn.ftl, in this language.

## 練習の判定（src/learn.rs：check、check_all）

verdict-right = 正解！{ $line }
verdict-nothing-place = まだ何も入力していません。「{ $technique }」を見つけて、それで決まるものを入力してください。
verdict-nothing-notes = まだ何も書き込んでいません。「{ $technique }」を見つけて、それで決まる数字を入力するか、それで除けるメモを消してください。
verdict-missed-place = { $cell }に{ $digit }
verdict-missed-remove = { $cell }から{ $digit }
verdict-partly = 一部正解：{ $total }個中{ $done }個が見つかりました。見落とし：{ $missed }。
verdict-wrong-entry = 不正解：{ $why }。
verdict-not-placed = 不正解：「{ $technique }」では{ $cell }に{ $digit }は入りません。
verdict-not-removed = 不正解：「{ $technique }」では{ $cell }の{ $digit }は除けません。
verdict-not-removed-on = 不正解：「{ $technique }」では{ $cell }の{ $digit }は除けません。このテクニックが働くのは{ $units }です。
verdict-needed = { $verdict }{ $digit }は{ $cell }に必要な数字です。これを消すとパズルは解けなくなります。

## 「すべて見つける」

verdict-steps-sep = ／
verdict-all-right = { $count ->
    [one] 正解！見つけたもの：{ $steps }。
   *[other] 正解！{ $count }個すべて見つかりました：{ $steps }。
}
verdict-all-nothing = { $count ->
    [one] まだ何も書き込んでいません。ここには1つあります。「{ $technique }」を見つけて、それで除けるメモを消し（または決まるものを入力し）、「チェック」を押してください。
   *[other] まだ何も書き込んでいません。ここには{ $count }個あります。「{ $technique }」をすべて見つけて、それで除けるメモを消し（または決まるものを入力し）、「チェック」を押してください。
}
verdict-all-partly = { $count }個中{ $found }個が見つかりました。見落とし：{ $steps }。
verdict-all-not-removed = 不正解：ここでは「{ $technique }」で{ $cell }の{ $digit }を除くものはありません。

## 練習局面が見つからない（src/wasm/teach.rs）

practice-too-rare = 「{ $technique }」はめったに現れません。{ $tried }問のパズルで局面が見つかりませんでした
practice-too-rare-in-time = 「{ $technique }」はめったに現れません。制限時間内に{ $tried }問のパズルで局面が見つかりませんでした
