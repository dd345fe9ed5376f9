# The engine's words (engine-unique.ftl, src/text): the reasoning of the uniqueness techniques: unique rectangles, avoidable and hidden rectangles, unique loops, BUG.
# The same messages as www/locales/en/engine-unique.ftl, in this language.

## ユニークレクタングル

explain-unique-rectangle = { $corners }はすべて{ $pair }です。もし{ $cell }も{ $pair }なら2つの数字を入れ替えられ、パズルの解が2つになってしまうので、{ $removals }
explain-unique-rectangle-2 = { $corners }は{ $pair }を含みます。{ $first }と{ $second }にはほかに{ $digit }しかないので、どちらかが{ $digit }です（そうでなければ長方形を入れ替えられ、解が2つになります）。したがって{ $removals }
explain-unique-rectangle-3 = { $corners }は2つのブロックにまたがり、そのうち2マスはちょうど{ $pair }です。{ $first }と{ $second }も両方{ $pair }になることはない（入れ替えられて解が2つになる）ので、どちらかが{ $extra }です。{ $unit }の{ $cells }と合わせて{ $digits }のネイキッドセットになります：{ $removals }
explain-unique-rectangle-4 = { $corners }は{ $pair }を含みます。{ $unit }では{ $digit }が入るのは{ $first }と{ $second }だけなので、どちらかが{ $digit }で、どちらも{ $other }にはなれません（長方形を入れ替えられて解が2つになるため）。したがって{ $removals }
explain-unique-rectangle-5 = { $corners }は2つのブロックにまたがり、{ $pair }を含みます。{ $cells }にはほかに{ $digit }しかありません。どれも{ $digit }でなければ4つの角は{ $pair }だけになり入れ替えられる（解が2つ）ので、どれかが{ $digit }です：{ $removals }
explain-unique-rectangle-6 = { $corners }は2つのブロックにまたがります。{ $first }と{ $second }はちょうど{ $pair }で、{ $unit1 }と{ $unit2 }では{ $digit }は角にしか入りません。もし{ $third }か{ $fourth }が{ $digit }なら、4つの角がすべて{ $pair }の入れ替えられる形になります（解が2つ）：{ $removals }
unique-rectangle-missing = { $corners }は2つのブロックにまたがります。4マスすべてが{ $pair }だけになれば（すでにどちらかを失っているマスもあります）、2つの数字を入れ替えられ、解が2つになってしまいます
explain-unique-rectangle-missing-1 = { $lead }。3つの角はちょうど{ $pair }なので、{ $cell }は{ $pair }であってはいけません：{ $removals }
explain-unique-rectangle-missing-2 = { $lead }。残りの{ $first }と{ $second }にはほかに{ $digit }しかないので、どちらかが{ $digit }です：{ $removals }
explain-unique-rectangle-missing-4 = { $lead }。{ $unit }では{ $digit }が入るのは{ $first }と{ $second }だけなので、どちらかが{ $digit }で、どちらも{ $other }にはなれません：{ $removals }

## アボイダブルレクタングル、ヒドゥンレクタングル

explain-avoidable-rectangle-1 = { $corners }は2つのブロックにまたがります。{ $first }と{ $second }は{ $value }、{ $third }は{ $digit }で、どれも初期配置ではありません。もし{ $cell }も{ $digit }なら、4マスで{ $digit }と{ $value }を入れ替えられます（解が2つ）：{ $removals }
explain-avoidable-rectangle-2 = { $corners }は2つのブロックにまたがります。{ $first }は{ $value1 }、{ $second }は{ $value2 }で、どちらも初期配置ではありません。もし{ $cell1 }が{ $value1 }で{ $cell2 }が{ $value2 }なら4マスを入れ替えられる（解が2つ）ので、どちらかはもう1つの候補の{ $digit }です：{ $removals }
explain-hidden-rectangle = { $corners }は2つのブロックにまたがり、{ $corner }はちょうど{ $pair }です。{ $row }と{ $column }では{ $digit }は角にしか入りません。もし{ $cell }が{ $other }なら、{ $first }と{ $second }はどちらも{ $digit }、{ $corner }は{ $other }となり、入れ替えられる{ $pair }の形になります（解が2つ）：{ $removals }

## ユニークループ

unique-loop = { $cells }は{ $count }マスのループで、触れる各ユニットに2マスずつあり、すべて{ $pair }です
explain-unique-loop-1 = { $looped }が、{ $cell }だけは違います。もし{ $cell }も{ $pair }だけなら、ループに沿って2つの数字を入れ替えられ解が2つになるので、どちらでもありません：{ $removals }
explain-unique-loop-2 = { $looped }が、{ $cells }には{ $digit }もあります。どれも{ $digit }でなければ、ループに沿って2つの数字を入れ替えられ解が2つになるので、どれかが{ $digit }です：{ $removals }
explain-unique-loop-4 = { $looped }が、{ $first }と{ $second }は違います。この2マスは{ $unit }にあり、そこでは{ $digit }はこの2マスにしか入りません。どちらかが{ $digit }なので、どちらも{ $other }にはなれません（そうでなければもう一方によりループ全体が{ $digits }だけになり、解が2つになります）：{ $removals }
title-unique-loop = { $technique }（タイプ{ $kind }）

## BUG+1

explain-bug = { $cell }以外の空きマスはすべて候補が2つです。そこに{ $digit }がなければ、どの数字も各ユニットに2か所ずつとなり解が2つある形になるので、{ $cell }は{ $digit }です
