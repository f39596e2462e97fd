avg 15
min -4
max 9
stddev 2

