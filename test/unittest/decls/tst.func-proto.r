prototypes declared, v7 = 7

