0 1 1
[] 1
[xyz] [xyz]

