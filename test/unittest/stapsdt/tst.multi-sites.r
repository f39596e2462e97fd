== -l
sdt-multi multi_hi multi
sdt-multi multi_lo multi
== -lv sites
10 sites
10 sites
== per site
60
multi_lo 0 3
multi_lo 1 3
multi_lo 2 3
multi_lo 3 3
multi_lo 4 3
multi_lo 5 3
multi_lo 6 3
multi_lo 7 3
multi_lo 8 3
multi_lo 9 3
multi_hi 10 3
multi_hi 11 3
multi_hi 12 3
multi_hi 13 3
multi_hi 14 3
multi_hi 15 3
multi_hi 16 3
multi_hi 17 3
multi_hi 18 3
multi_hi 19 3
== total
60
60
570
