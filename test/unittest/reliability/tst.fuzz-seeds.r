python3.11: has sites, identical
postgres: has sites, identical
libjvm.so: has sites, identical
mkseeds: exit 0
libjvm.so.elf: fits
postgres.elf: fits
python3.11.elf: fits
args/libjvm.so: has argument strings
args/postgres: has argument strings
args/python3.11: has argument strings
