ABC|    x|y  |
100%

