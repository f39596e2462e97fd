[barbaz] [baz] [foobarbaz]
[o world]
1 1

