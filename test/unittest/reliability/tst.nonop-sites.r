pc -3: same output and status, 2 sites refused
pc -2: same output and status, 2 sites refused
pc -1: same output and status, 2 sites refused
pc 1: same output and status, 2 sites refused
pc 2: same output and status, 2 sites refused
pc 3: same output and status, 2 sites refused
pc 4: same output and status, 2 sites refused
pc 5: same output and status, 2 sites refused
pc 6: same output and status, 2 sites refused
pc 7: same output and status, 2 sites refused
pc 8: same output and status, 2 sites refused
pc 9: same output and status, 2 sites refused
pc 10: same output and status, 2 sites refused
pc 11: same output and status, 2 sites refused
pc 12: same output and status, 2 sites refused
base -2: same output and status, 2 sites refused
base -1: same output and status, 2 sites refused
base 1: same output and status, 2 sites refused
base 2: same output and status, 2 sites refused
base 3: same output and status, 2 sites refused
undamaged: same output and status, 0 sites refused
             1000
               16
