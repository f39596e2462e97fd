exit 0
printed + dropped = 20000
drops reported: yes
other stderr lines: 0
aggregation: 20000
