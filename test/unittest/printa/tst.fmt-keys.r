alpha   |   1| 10|
beta    |  22| 20|
alpha=10 beta=20 

