to stdout
back to stdout

== f.1
old line
to f.1
== f.2
to f.2
