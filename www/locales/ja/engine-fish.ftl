# The engine's words (engine-fish.ftl, src/text): the reasoning of fish (X-wing to jellyfish, finned, Franken, mutant, Kraken), single-digit patterns (skyscraper, kite, turbot, empty rectangle), X-chains and X-cycles, colouring, remote pairs and pattern overlays.
# The same messages as www/locales/en/engine-fish.ftl, in this language.

## フィッシュ

explain-fish = { $base }では{ $digit }が入るのは{ $cover }だけなので、{ $removals }
explain-finned-fish = { $base }では{ $digit }が入るのは{ $cover }とフィン{ $fins }だけです。フィッシュが成り立つか、フィンのどれかが{ $digit }なので、{ $removals }
title-finned-fish = フィン付き{ $fish }（{ $digit }）
explain-complex-fish = { $fish }（{ $digit }）、ベース：{ $base }、カバー：{ $cover }。各ベースユニットに{ $digit }が1つずつあり、そのすべてがカバーユニットの中にあります。カバーユニットにも{ $digit }は1つずつしか入らないので、{ $removals }
explain-complex-fish-finned = { $fish }（{ $digit }）、ベース：{ $base }、カバー：{ $cover }、フィン{ $fins }。フィッシュが成り立つか、フィンのどれかが{ $digit }なので、{ $removals }
explain-kraken-fish = フィン付き{ $fish }（{ $digit }）、{ $units }、フィン{ $fins }。どのフィンも{ $digit }でなければ、フィッシュにより{ $line }の{ $digit }は{ $held }に入ります。{ $cases }。いずれにせよ{ $target }から{ $removed }を消去します
kraken-fish-sees = { $cells }は{ $target }を見ています
kraken-fish-chain = { $count ->
    [one] { $cells }が{ $digit }なら、リンクのチェーンにより{ $target }は{ $removed }ではなくなります
   *[other] { $cells }のどれが{ $digit }でも、そこからリンクのチェーンにより{ $target }は{ $removed }ではなくなります
}
kraken-fish-cases = { $sees }。{ $chains }

## 2本の強いリンク（スカイスクレイパー、2ストリングカイト、ターボットフィッシュ）

explain-two-links = { $unit1 }では{ $digit }が入るのは{ $end1 }か{ $inner1 }だけ、{ $unit2 }では{ $inner2 }か{ $end2 }だけです。{ $inner1 }と{ $inner2 }が両方とも{ $digit }になることはないので、{ $end1 }か{ $end2 }が{ $digit }です：{ $removals }
explain-two-links-shared = { $unit1 }では{ $digit }が入るのは{ $end1 }か{ $inner1 }だけ、{ $unit2 }では{ $inner2 }か{ $end2 }だけです。{ $inner1 }と{ $inner2 }はどちらも{ $shared }にあるので両方とも{ $digit }になることはなく、{ $end1 }か{ $end2 }が{ $digit }です：{ $removals }

## エンプティレクタングル

explain-empty-rectangle = { $block }では{ $digit }が入るのは{ $cells }だけで（すべて{ $row }か{ $column }の上）、{ $line }では{ $near }か{ $far }だけです。もし{ $target }が{ $digit }なら{ $far }は{ $digit }ではなくなり、{ $near }が{ $digit }になります。すると{ $block }には{ $digit }の入る場所がなくなります。したがって{ $removals }

## カラーリング

explain-simple-colouring = { $digit }が2か所にしか入らないユニットをたどると、{ $first }が一方の色、{ $second }がもう一方の色になります。{ $why }
simple-colouring-wrap = { $first }と{ $second }は同じ色で互いに見えているので、その色は{ $digit }ではありません：{ $removals }
simple-colouring-trap = どちらかの色が{ $digit }で、{ $cells }は両方の色のマスを見ています：{ $removals }
explain-multi-colouring = { $digit }が2か所にしか入らないユニットをたどると、2つのクラスターができ、それぞれ2色のうち一方が{ $digit }です：1つ目は{ $first }、2つ目は{ $second }。{ $why }
multi-colouring-cluster = { $first }対{ $second }
multi-colouring-sees-both = { $cell1 }は{ $seen1 }を、{ $cell2 }は{ $seen2 }を見ています。これは2つ目のクラスターの両方の色のマスなので、{ $cell1 }の色は{ $digit }ではありません：{ $removals }
multi-colouring-trap = { $first }と{ $second }は互いに見えているので、両方の色が{ $digit }になることはなく、残りの2色のどちらかが{ $digit }です。{ $cells }はその2色の両方のマスを見ています：{ $removals }
multi-colouring-traps = { $first }。{ $next }

## リモートペア

explain-remote-pairs = { $chain }はすべて候補が{ $first }/{ $second }だけで、それぞれ次のマスを見ているので、{ $first }と{ $second }が交互に入ります。{ $start }と{ $end }は奇数個のリンクで離れているので、一方が{ $first }、もう一方が{ $second }です：{ $removals }

## パターンオーバーレイ

explain-pattern-overlay = { $digit }はどの行・列・ブロックにも1マスずつ入ります。{ $how }。{ $what }。
pattern-overlay-allowed = 候補が許すそのようなパターンは{ $count }通りです
pattern-overlay-combined = 候補が許す{ $total }通りのパターンのうち、他のどの数字のパターンにも余地を残すのは{ $kept }通りだけです（残りは{ $digits }が除外します）
pattern-overlay-refined = 候補が許す{ $total }通りのパターンのうち、他の数字がそのすべてのパターンで使うマスを避けるのは{ $kept }通りだけです（各数字のパターンを変化がなくなるまでこうして除きます。残りは{ $digits }が除外します）
pattern-overlay-triple = 「{ $previous }」で残った{ $total }通りのパターンのうち、他の任意の2つの数字のパターンと同時に、3つとも共通のマスなしで入る余地を残すのは{ $kept }通りだけです（残りは{ $digits }のうち2つのパターンが除外します）
pattern-overlay-quad = 「{ $previous }」で残った{ $total }通りのパターンのうち、他の任意の3つの数字のパターンと同時に、4つとも共通のマスなしで入る余地を残すのは{ $kept }通りだけです（残りは{ $digits }のうち3つのパターンが除外します）
pattern-overlay-none = どのパターンも{ $cells }を使いません：{ $removals }
pattern-overlay-all = どのパターンも{ $cells }を使います
pattern-overlay-both = { $none }。{ $all }
