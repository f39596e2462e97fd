bufsize: exit 0, under 10 s: yes
dtrace: buffer size lowered to CAP
traced

b: exit 0, under 10 s: yes
dtrace: buffer size lowered to CAP
traced

manual: exit 1, under 10 s: yes
dtrace: could not enable tracing: Memory allocation failure
quiet: exit 0, under 10 s: yes
traced

pragma: exit 0, under 10 s: yes
dtrace: buffer size lowered to CAP
traced

fits: exit 0, under 10 s: yes
traced

aggsize: exit 0, under 10 s: yes
dtrace: aggregation size lowered to PCAP
dtrace: dynamic variable size lowered to PCAP
traced

aggsize-manual: exit 1, under 10 s: yes
dtrace: could not enable tracing: Memory allocation failure
