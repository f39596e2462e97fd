parent own 1 3
child own 2 5

