exit 0
dtrace: description 'BEGIN ' matched 1 probe
1 1
1 dtrace '' '' BEGIN
int True
int True
{'value': -1}
{'value': -9223372036854775808}
{'value': 18446744073709551615}
{'value': 255}
{'value': -2}
{'value': -2147483648}
{'value': 'q"b\\s\nl\tt\x01e'}
{'value': 'caf\xe9'}
{'value': 'a\ufffd\ufffdb'}
{'exit': 0}
