k=0 self->k=0 m[1]=0
tick 1
tick 2
tick 3
x=5 y=-2 z=0
depth=2 down=-1 this=1
n[a]=2 n[b]=10 n[c]=0
self->a: 1 -4 0
big=4294967295 size=8
i=100

