d

== file
a
b
c
