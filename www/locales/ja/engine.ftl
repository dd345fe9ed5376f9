# エンジンの言葉（src/text）、日本語.

## Units

unit-row = { $n }行目
unit-column = { $n }列目
unit-block = ブロック{ $n }
unit-region = 領域{ $n }
unit-main-diagonal = 主対角線
unit-anti-diagonal = 副対角線
unit-window = ウィンドウ{ $n }
unit-cage = ケージ{ $n }

## Technique names

technique-full-house = フルハウス
technique-naked-single = ネイキッドシングル
technique-hidden-single = 隠れシングル
technique-thermometer = サーモ
technique-kropki-pair = 白黒ドットのペア
technique-xv-pair = XVのペア
technique-german-whisper = ジャーマンウィスパー
technique-non-consecutive-pair = 非連続のペア
technique-negative-constraint = ネガティブ制約
technique-kropki-chain = 白黒ドットの連鎖
technique-renban = レンバン
technique-arrow = アロー
technique-arrow-combination = アローの組み合わせ
technique-little-killer = リトルキラー
technique-sandwich-sum = サンドイッチの合計
technique-cage-combination = ケージの組み合わせ
technique-cage-interaction = ケージの相互作用
technique-45-rule = 45ルール
technique-cage-splitting = ケージの分割
technique-locked-pair = ロックドペア
technique-locked-triple = ロックドトリプル
technique-remote-pairs = リモートペア
technique-skyscraper = スカイスクレイパー
technique-2-string-kite = 2ストリングカイト
technique-turbot-fish = ターボットフィッシュ
technique-empty-rectangle = エンプティレクタングル
technique-unique-rectangle-type-3 = ユニークレクタングル タイプ3
technique-unique-rectangle-type-5 = ユニークレクタングル タイプ5
technique-unique-rectangle-type-6 = ユニークレクタングル タイプ6
technique-hidden-rectangle = ヒドゥンレクタングル
technique-avoidable-rectangle-type-1 = アボイダブルレクタングル タイプ1
technique-avoidable-rectangle-type-2 = アボイダブルレクタングル タイプ2
technique-simple-colouring = シンプルカラーリング
technique-multi-colouring = マルチカラーリング
technique-x-cycle = Xサイクル
technique-locked-candidates-pointing = ロックド候補（ポインティング）
technique-locked-candidates-claiming = ロックド候補（クレーミング）
technique-common-peer-elimination = 共通ピアによる除外
technique-naked-pair = ネイキッドペア
technique-hidden-pair = 隠れペア
technique-naked-triple = ネイキッドトリプル
technique-hidden-triple = 隠れトリプル
technique-naked-quad = ネイキッドクアッド
technique-hidden-quad = 隠れクアッド
technique-x-wing = Xウイング
technique-swordfish = ソードフィッシュ
technique-jellyfish = ジェリーフィッシュ
technique-xy-wing = XYウイング
technique-xyz-wing = XYZウイング
technique-w-wing = Wウイング
technique-wxyz-wing = WXYZウイング
technique-vwxyz-wing = VWXYZウイング
technique-finned-fish = フィン付きフィッシュ
technique-sue-de-coq = スー・デ・コック
technique-x-chain = Xチェーン
technique-xy-chain = XYチェーン
technique-unique-rectangle = ユニークレクタングル
technique-unique-loop = ユニークループ
technique-unique-rectangle-type-2 = ユニークレクタングル タイプ2
technique-unique-rectangle-type-4 = ユニークレクタングル タイプ4
# Same as English
technique-bug-plus-1 = BUG+1
technique-alternating-inference-chain = 交互推論チェーン
technique-grouped-x-chain = グループ化Xチェーン
technique-grouped-aic = グループ化AIC
technique-als-chain = ALSチェーン
technique-death-blossom = デスブロッサム
technique-franken-fish = フランケンフィッシュ
technique-mutant-fish = ミュータントフィッシュ
technique-kraken-fish = クラーケンフィッシュ
technique-pattern-overlay = パターンオーバーレイ
technique-combined-pattern-overlay = 複合パターンオーバーレイ
technique-triple-pattern-overlay = 3重パターンオーバーレイ
technique-quadruple-pattern-overlay = 4重パターンオーバーレイ
technique-forcing-chain = フォーシングチェーン
technique-pair = ペア
technique-sandwich = はさみ
technique-last-cell = 最後の空きマス
technique-balance-completion = 個数の完成
technique-duplicate-guard = 同じ並びの回避
technique-last-of-a-kind = 最後の1つ
technique-sign-rule = 記号ルール
technique-sign-pair = 記号のペア
technique-sign-balance = 記号と個数
technique-line-elimination = 並びの全パターン
technique-duplicate-line-elimination = 同じ並びの除外
technique-contradiction = 矛盾
technique-deeper-lookahead = 深い先読み

## Technique phrases

technique-phrase-full-house = フルハウス
technique-phrase-naked-single = ネイキッドシングル
technique-phrase-hidden-single = 隠れシングル
technique-phrase-thermometer = サーモ
technique-phrase-kropki-pair = 白黒ドットのペア
technique-phrase-xv-pair = XVのペア
technique-phrase-german-whisper = ジャーマンウィスパー
technique-phrase-non-consecutive-pair = 非連続のペア
technique-phrase-negative-constraint = ネガティブ制約
technique-phrase-kropki-chain = 白黒ドットの連鎖
technique-phrase-renban = レンバン
technique-phrase-arrow = アロー
technique-phrase-arrow-combination = アローの組み合わせ
technique-phrase-little-killer = リトルキラー
technique-phrase-sandwich-sum = サンドイッチの合計
technique-phrase-cage-combination = ケージの組み合わせ
technique-phrase-cage-interaction = ケージの相互作用
technique-phrase-45-rule = 45ルール
technique-phrase-cage-splitting = ケージの分割
technique-phrase-locked-pair = ロックドペア
technique-phrase-locked-triple = ロックドトリプル
technique-phrase-remote-pairs = リモートペア
technique-phrase-skyscraper = スカイスクレイパー
technique-phrase-2-string-kite = 2ストリングカイト
technique-phrase-turbot-fish = ターボットフィッシュ
technique-phrase-empty-rectangle = エンプティレクタングル
technique-phrase-unique-rectangle-type-3 = ユニークレクタングル タイプ3
technique-phrase-unique-rectangle-type-5 = ユニークレクタングル タイプ5
technique-phrase-unique-rectangle-type-6 = ユニークレクタングル タイプ6
technique-phrase-hidden-rectangle = ヒドゥンレクタングル
technique-phrase-avoidable-rectangle-type-1 = アボイダブルレクタングル タイプ1
technique-phrase-avoidable-rectangle-type-2 = アボイダブルレクタングル タイプ2
technique-phrase-simple-colouring = シンプルカラーリング
technique-phrase-multi-colouring = マルチカラーリング
technique-phrase-x-cycle = Xサイクル
technique-phrase-locked-candidates-pointing = ロックド候補
technique-phrase-locked-candidates-claiming = ロックド候補
technique-phrase-common-peer-elimination = 共通ピアによる除外
technique-phrase-naked-pair = ネイキッドペア
technique-phrase-hidden-pair = 隠れペア
technique-phrase-naked-triple = ネイキッドトリプル
technique-phrase-hidden-triple = 隠れトリプル
technique-phrase-naked-quad = ネイキッドクアッド
technique-phrase-hidden-quad = 隠れクアッド
technique-phrase-x-wing = Xウイング
technique-phrase-swordfish = ソードフィッシュ
technique-phrase-jellyfish = ジェリーフィッシュ
technique-phrase-xy-wing = XYウイング
technique-phrase-xyz-wing = XYZウイング
technique-phrase-w-wing = Wウイング
technique-phrase-wxyz-wing = WXYZウイング
technique-phrase-vwxyz-wing = VWXYZウイング
technique-phrase-finned-fish = フィン付きフィッシュ
technique-phrase-sue-de-coq = スー・デ・コック
technique-phrase-x-chain = Xチェーン
technique-phrase-xy-chain = XYチェーン
technique-phrase-unique-rectangle = ユニークレクタングル
technique-phrase-unique-loop = ユニークループ
technique-phrase-unique-rectangle-type-2 = ユニークレクタングル タイプ2
technique-phrase-unique-rectangle-type-4 = ユニークレクタングル タイプ4
technique-phrase-bug-plus-1 = BUG+1
technique-phrase-alternating-inference-chain = 交互推論チェーン
technique-phrase-grouped-x-chain = グループ化Xチェーン
technique-phrase-grouped-aic = グループ化AIC
technique-phrase-als-chain = ALSチェーン
technique-phrase-death-blossom = デスブロッサム
technique-phrase-franken-fish = フランケンフィッシュ
technique-phrase-mutant-fish = ミュータントフィッシュ
technique-phrase-kraken-fish = クラーケンフィッシュ
technique-phrase-pattern-overlay = パターンオーバーレイ
technique-phrase-combined-pattern-overlay = 複合パターンオーバーレイ
technique-phrase-triple-pattern-overlay = 3重パターンオーバーレイ
technique-phrase-quadruple-pattern-overlay = 4重パターンオーバーレイ
technique-phrase-forcing-chain = フォーシングチェーン
technique-phrase-pair = 同じ数字のペア
technique-phrase-sandwich = 同じ数字ではさまれたマス
technique-phrase-last-cell = 最後の空きマス
technique-phrase-balance-completion = 一方の数字がそろった並び
technique-phrase-duplicate-guard = 同じ並びになるのを防ぐ手
technique-phrase-last-of-a-kind = 最後の1つ
technique-phrase-sign-rule = 記号ルール
technique-phrase-sign-pair = 記号のペア
technique-phrase-sign-balance = 記号と個数の関係
technique-phrase-line-elimination = 並びの全パターン
technique-phrase-duplicate-line-elimination = 同じ並びの除外
technique-phrase-contradiction = 矛盾
technique-phrase-deeper-lookahead = 深い先読み

## Technique plurals

technique-count = { $name }×{ $count }
technique-plural-full-house = フルハウス
technique-plural-naked-single = ネイキッドシングル
technique-plural-hidden-single = 隠れシングル
technique-plural-thermometer = サーモ
technique-plural-kropki-pair = 白黒ドットのペア
technique-plural-xv-pair = XVのペア
technique-plural-german-whisper = ジャーマンウィスパー
technique-plural-non-consecutive-pair = 非連続のペア
technique-plural-negative-constraint = ネガティブ制約
technique-plural-kropki-chain = 白黒ドットの連鎖
technique-plural-renban = レンバン
technique-plural-arrow = アロー
technique-plural-arrow-combination = アローの組み合わせ
technique-plural-little-killer = リトルキラー
technique-plural-sandwich-sum = サンドイッチの合計
technique-plural-cage-combination = ケージの組み合わせ
technique-plural-cage-interaction = ケージの相互作用
technique-plural-45-rule = 45ルール
technique-plural-cage-splitting = ケージの分割
technique-plural-locked-pair = ロックドペア
technique-plural-locked-triple = ロックドトリプル
technique-plural-remote-pairs = リモートペア
technique-plural-skyscraper = スカイスクレイパー
technique-plural-2-string-kite = 2ストリングカイト
technique-plural-turbot-fish = ターボットフィッシュ
technique-plural-empty-rectangle = エンプティレクタングル
technique-plural-unique-rectangle-type-3 = ユニークレクタングル タイプ3
technique-plural-unique-rectangle-type-5 = ユニークレクタングル タイプ5
technique-plural-unique-rectangle-type-6 = ユニークレクタングル タイプ6
technique-plural-hidden-rectangle = ヒドゥンレクタングル
technique-plural-avoidable-rectangle-type-1 = アボイダブルレクタングル タイプ1
technique-plural-avoidable-rectangle-type-2 = アボイダブルレクタングル タイプ2
technique-plural-simple-colouring = シンプルカラーリング
technique-plural-multi-colouring = マルチカラーリング
technique-plural-x-cycle = Xサイクル
technique-plural-locked-candidates-pointing = ロックド候補
technique-plural-locked-candidates-claiming = ロックド候補
technique-plural-common-peer-elimination = 共通ピアによる除外
technique-plural-naked-pair = ネイキッドペア
technique-plural-hidden-pair = 隠れペア
technique-plural-naked-triple = ネイキッドトリプル
technique-plural-hidden-triple = 隠れトリプル
technique-plural-naked-quad = ネイキッドクアッド
technique-plural-hidden-quad = 隠れクアッド
technique-plural-x-wing = Xウイング
technique-plural-swordfish = ソードフィッシュ
technique-plural-jellyfish = ジェリーフィッシュ
technique-plural-xy-wing = XYウイング
technique-plural-xyz-wing = XYZウイング
technique-plural-w-wing = Wウイング
technique-plural-wxyz-wing = WXYZウイング
technique-plural-vwxyz-wing = VWXYZウイング
technique-plural-finned-fish = フィン付きフィッシュ
technique-plural-sue-de-coq = スー・デ・コック
technique-plural-x-chain = Xチェーン
technique-plural-xy-chain = XYチェーン
technique-plural-unique-rectangle = ユニークレクタングル
technique-plural-unique-loop = ユニークループ
technique-plural-unique-rectangle-type-2 = ユニークレクタングル タイプ2
technique-plural-unique-rectangle-type-4 = ユニークレクタングル タイプ4
technique-plural-bug-plus-1 = BUG+1
technique-plural-alternating-inference-chain = 交互推論チェーン
technique-plural-grouped-x-chain = グループ化Xチェーン
technique-plural-grouped-aic = グループ化AIC
technique-plural-als-chain = ALSチェーン
technique-plural-death-blossom = デスブロッサム
technique-plural-franken-fish = フランケンフィッシュ
technique-plural-mutant-fish = ミュータントフィッシュ
technique-plural-kraken-fish = クラーケンフィッシュ
technique-plural-pattern-overlay = パターンオーバーレイ
technique-plural-combined-pattern-overlay = 複合パターンオーバーレイ
technique-plural-triple-pattern-overlay = 3重パターンオーバーレイ
technique-plural-quadruple-pattern-overlay = 4重パターンオーバーレイ
technique-plural-forcing-chain = フォーシングチェーン
technique-plural-pair = 同じ数字のペア
technique-plural-sandwich = 同じ数字ではさまれたマス
technique-plural-last-cell = 最後の空きマス
technique-plural-balance-completion = 一方の数字がそろった並び
technique-plural-duplicate-guard = 同じ並びの回避
technique-plural-last-of-a-kind = 最後の1つ
technique-plural-sign-rule = 記号ルール
technique-plural-sign-pair = 記号のペア
technique-plural-sign-balance = 記号と個数
technique-plural-line-elimination = 並びの全パターン
technique-plural-duplicate-line-elimination = 同じ並びの除外
technique-plural-contradiction = 矛盾
technique-plural-deeper-lookahead = 深い先読み

## Where to look (tier-1 hints)

look-for = { $what }を探しましょう。
look-for-in = { $units }で{ $technique }
look-for-on-digit = 数字{ $digit }の{ $technique }
look-for-on-cells = { $cells }の{ $technique }
look-for-around = { $cells }付近の{ $technique }
look-for-starting-from = { $cell }から始まる{ $technique }
look-for-through = { $cell }を通る{ $technique }
look-for-on-digit-through = { $cell }を通る数字{ $digit }の{ $technique }
look-for-bug = { $technique }（候補が2つでない空きマスは1つだけ）
look-for-complex-fish = { $units }で数字{ $digit }の{ $fish }
fish-franken = フランケン{ $size ->
    [2] Xウイング
    [3] ソードフィッシュ
    [4] ジェリーフィッシュ
   *[other] フィッシュ
}
fish-mutant = ミュータント{ $size ->
    [2] Xウイング
    [3] ソードフィッシュ
    [4] ジェリーフィッシュ
   *[other] フィッシュ
}
fish-finned = フィン付き{ $fish }

## Lists

list-sep = 、
list-and = { $init }と{ $last }
numbers-sep = ・
numbers-and = { $init }・{ $last }
clauses-sep = 、
clauses-and = { $init }、{ $last }
removal-sep = 、
list-then = { $first }、次に{ $next }
units-row = { $list }行目
units-column = { $list }列目
units-block = ブロック{ $list }
units-region = 領域{ $list }
units-diagonal = 対角線{ $list }
units-window = ウィンドウ{ $list }
units-cage = ケージ{ $list }

## シングル

explain-full-house = { $cell }は{ $unit }の最後の空きマスなので、{ $digit }が入ります
explain-naked-single = { $cell }に残る候補は{ $digit }だけです
explain-naked-single-apart = { $cell }に残る候補は{ $digit }だけです：{ $why }
explain-hidden-single = { $unit }で{ $digit }が入るのは{ $cell }だけです
explain-hidden-single-apart = { $unit }で{ $digit }が入るのは{ $cell }だけです：{ $why }
explain-apart = { $cell }と{ $other }の{ $digit }は同じ数字にできません
explain-apart-knight = { $cell }と{ $other }の{ $digit }はナイトの動き（桂馬跳び）の位置にあります
explain-apart-king = { $cell }と{ $other }の{ $digit }は隣り合っています（キングの動き）
explain-related = { $other }の{ $digit }により、{ $cell }は{ $digits }になりません
explain-related-rule = { $reasons }（{ $words }）

## サブセットとロックド候補

list-or = { $init }または{ $last }
removals = { $groups }を消去します
removal-group = { $cells }から{ $digits }
explain-naked-subset = { $unit }では、{ $cells }に入るのは{ $digits }だけなので、{ $removals }
explain-hidden-subset = { $unit }では、{ $digits }が入るのは{ $cells }だけなので、{ $removals }
explain-locked-subset = { $cells }は{ $block }と{ $line }の両方にあり、{ $digits }しか入らないので、両方の残りから{ $digits }を除きます：{ $removals }
explain-locked-candidates = { $from }では{ $digit }が入るのは{ $to }だけなので、{ $removals }

## 多くのテクニックで共通

cannot-be = { $cell }は{ $digits }ではありません
explain-loop = チェーンは閉じてループになります（{ $last }と{ $first }が両方とも真になることはありません）。一周すると候補は真と偽が交互に並び、どの弱いリンクも片方の端は真です：{ $removals }
title-on-digit = { $technique }（{ $digit }）
step-line = { $title }：{ $explanation }
step-line-chain = { $title }：{ $explanation }。チェーン：{ $notation }
