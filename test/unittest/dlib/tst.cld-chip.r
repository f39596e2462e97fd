1 2 3 4 5 6
pset -1 chip 0 lgrp 0
1 1 1

