abc|

