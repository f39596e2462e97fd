== o
o1
o2

== f
f1
