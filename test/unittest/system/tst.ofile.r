to stdout
== file
to the file

