python: exit status alone 3, traced 3
python: same output
python: traced (aggregations recorded)
sdt-args: exit status alone 0, traced 0
sdt-args: traced (aggregations recorded)
sdt-args: same output
