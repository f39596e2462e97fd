# The CPU and the probe id vary: mask them.
sed -E 's/^ *[0-9]+ +[0-9]+ +([^ ]*:[^ ]+ )/CPU ID \1/'
