[less] [not end]
[upper]

