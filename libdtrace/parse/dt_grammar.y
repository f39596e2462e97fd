%{
/*
 * dt_grammar.y: the bison grammar of the D language.
 *
 * A D program is a sequence of probe clauses (probe descriptions, an
 * optional /predicate/ and a { body }), declarations, inline definitions,
 * translators and provider definitions.  Expressions follow C with its
 * precedence, plus D's ^^ (logical xor), aggregations (@name[keys]),
 * stringof, xlate<type>(expr), self->/this-> variables and the statements
 * of a clause body: expressions and if/else.
 *
 * The scanner (dt_lex.l) returns a context token first (DT_CTX_DPROG or
 * DT_CTX_DEXPR) that selects between a whole program and a bare expression;
 * the result is left in pcb_root.  Tokens that carry text (identifiers, type
 * names, strings, aggregations, probe specifiers) and integer constants
 * arrive as parse-tree nodes, so that every allocation belongs to the pcb's
 * node list and is freed with it, even after a syntax error.
 *
 * The scanner has two main states: probe descriptions (at the start of each
 * top-level construct, where "syscall::read:entry" or "tick-1s" is one
 * token) and C expressions.  The actions that finish a top-level construct
 * switch it back to the probe-description state with dt_lex_begin().
 *
 * Declarations are collected bottom-up: declaration specifiers into a
 * dt_dspec_t, declarators into dt_dtor_t (both short-lived, allocated with
 * dt_lex_talloc() and freed with the scanner), then turned into DT_NODE_DECL
 * nodes and handed to dt_decl_process() (dt_decl.c) as soon as the
 * declaration is complete: a typedef must be known before the scanner sees
 * the next token.  struct/union/enum bodies are defined at their closing
 * brace.
 */
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_parser.h"
#include "dt_ident.h"
#include "dt_type.h"
#include "dt_provider.h"

#define YYSTACK_USE_ALLOCA 1	/* freed by the longjmp of an error */

#define LINK(l, r)	dt_node_link(l, r)

int yylex(void);
%}

%code requires {
#include <stdint.h>
#include "dt_parser.h"

/* Declaration specifiers, as collected (see dt_dspec_merge). */
typedef struct dt_dspec {
	dt_dclass_t ds_class;
	int ds_nclass;		/* storage classes seen */
	int ds_signed, ds_unsigned, ds_short, ds_long;
	int ds_ntypes;		/* base type specifiers seen */
	const char *ds_kw;	/* "void", "char", "int", "float", "double", "string" */
	char *ds_tname;		/* typedef name or "struct foo" */
	int ds_const, ds_volatile;
	int ds_line;		/* where the type was named (a body: its '{') */
} dt_dspec_t;

/* A declarator: name, pointers, array dimensions or key types. */
typedef struct dt_dtor {
	char *dt_name;		/* NULL for an abstract declarator */
	int dt_ptr;
	int dt_ndims;
	int64_t dt_dims[DT_TN_MAXDIMS];
	dt_node_t *dt_keys;	/* associative array key TYPE nodes */
	int dt_func;		/* function declarator seen */
	int dt_fptr;		/* pointers applied before the function (fn ptr) */
	int dt_bitfield;	/* width, or -1 */
	struct dt_dtor *dt_next;
} dt_dtor_t;

/* Private interface between the grammar and the scanner (dt_lex.l). */
extern void *dt_lex_talloc(size_t size);	/* freed with the scanner */
extern char *dt_lex_tstrdup(const char *s);
extern void dt_lex_begin(int yystate);		/* YYS_CLAUSE, YYS_EXPR */
extern void dt_lex_typeseen(void);		/* a type specifier was reduced */
extern void dt_lex_typename(void);		/* ... and it named a type */
extern int dt_lex_combo(void);		/* a type came before struct/union/enum */
extern void dt_lex_typeclear(void);		/* ... and another may follow */
}

%union {
	dt_node_t *l_node;
	dt_dspec_t *l_spec;
	dt_dtor_t *l_dtor;
	char *l_str;
	int l_int;
}

%{
static dt_dspec_t *dt_dspec_new(void);
static dt_dspec_t *dt_dspec_class(dt_dclass_t class);
static dt_dspec_t *dt_dspec_kw(const char *kw);
static dt_dspec_t *dt_dspec_merge(dt_dspec_t *a, dt_dspec_t *b);
static void dt_sou_combo(void);
static void dt_dspec_check(const dt_dspec_t *ds);
static dt_dspec_t *dt_dspec_sou(const char *kind, dt_node_t *tag, dt_node_t *body);
static dt_dtor_t *dt_dtor_new(const char *name);
static void dt_dtor_array(dt_dtor_t *dt, dt_node_t *dim, int have_dim);
static void dt_dtor_func(dt_dtor_t *dt, dt_node_t *params);
static void dt_dtor_bitfield(dt_dtor_t *dt, dt_node_t *width);
static dt_node_t *dt_make_decl(dt_dspec_t *ds, dt_dtor_t *dt);
static dt_node_t *dt_make_type(dt_dspec_t *ds, dt_dtor_t *dt);
static dt_node_t *dt_make_param(dt_dspec_t *ds, dt_dtor_t *dt);
static dt_node_t *dt_make_declaration(dt_dspec_t *ds, dt_dtor_t *list);
static dt_node_t *dt_make_params(dt_node_t *params);
static dt_node_t *dt_make_index(dt_node_t *left, dt_node_t *args);
static dt_node_t *dt_make_call(dt_node_t *fn, dt_node_t *args);
static dt_node_t *dt_make_pdesc_id(dt_node_t *num);
static char *dt_steal(dt_node_t *dnp);
%}

%token	DT_TOK_COMMA DT_TOK_ELLIPSIS
%token	DT_TOK_ASGN DT_TOK_ADD_EQ DT_TOK_SUB_EQ DT_TOK_MUL_EQ
%token	DT_TOK_DIV_EQ DT_TOK_MOD_EQ DT_TOK_AND_EQ DT_TOK_XOR_EQ DT_TOK_OR_EQ
%token	DT_TOK_LSH_EQ DT_TOK_RSH_EQ DT_TOK_QUESTION DT_TOK_COLON
%token	DT_TOK_LOR DT_TOK_LXOR DT_TOK_LAND
%token	DT_TOK_BOR DT_TOK_XOR DT_TOK_BAND DT_TOK_EQU DT_TOK_NEQ
%token	DT_TOK_LT DT_TOK_LE DT_TOK_GT DT_TOK_GE DT_TOK_LSH DT_TOK_RSH
%token	DT_TOK_ADD DT_TOK_SUB DT_TOK_MUL DT_TOK_DIV DT_TOK_MOD
%token	DT_TOK_LNEG DT_TOK_BNEG DT_TOK_ADDADD DT_TOK_SUBSUB
%token	DT_TOK_OFFSETOF DT_TOK_SIZEOF DT_TOK_STRINGOF DT_TOK_XLATE
%token	DT_TOK_LPAR DT_TOK_RPAR DT_TOK_LBRAC DT_TOK_RBRAC DT_TOK_PTR DT_TOK_DOT
%token	DT_TOK_EPRED

%token <l_node>	DT_TOK_STRING DT_TOK_IDENT DT_TOK_PSPEC DT_TOK_AGG
%token <l_node>	DT_TOK_TNAME DT_TOK_INT

%token	DT_KEY_AUTO DT_KEY_BREAK DT_KEY_CASE DT_KEY_CHAR DT_KEY_CONST
%token	DT_KEY_CONTINUE DT_KEY_COUNTER DT_KEY_DEFAULT DT_KEY_DO DT_KEY_DOUBLE
%token	DT_KEY_ELSE DT_KEY_ENUM DT_KEY_EXTERN DT_KEY_FLOAT DT_KEY_FOR
%token	DT_KEY_GOTO DT_KEY_IF DT_KEY_IMPORT DT_KEY_INLINE DT_KEY_INT
%token	DT_KEY_LONG DT_KEY_PROBE DT_KEY_PROVIDER DT_KEY_REGISTER
%token	DT_KEY_RESTRICT DT_KEY_RETURN DT_KEY_SELF DT_KEY_SHORT DT_KEY_SIGNED
%token	DT_KEY_STATIC DT_KEY_STRING DT_KEY_STRUCT DT_KEY_SWITCH DT_KEY_THIS
%token	DT_KEY_TYPEDEF DT_KEY_UNION DT_KEY_UNSIGNED DT_KEY_VOID
%token	DT_KEY_VOLATILE DT_KEY_WHILE DT_KEY_XLATOR

%token	DT_CTX_DEXPR DT_CTX_DPROG

%type <l_node>	translation_unit external_declaration inline_definition
%type <l_node>	translator_definition translator_member_list translator_member
%type <l_node>	provider_definition provider_probe_list provider_probe
%type <l_node>	probe_definition probe_specifiers probe_specifier_list
%type <l_node>	probe_specifier statement_list statement_list_impl statement
%type <l_node>	statement_or_block declaration
%type <l_node>	struct_declaration_list struct_declaration
%type <l_node>	enumerator_list enumerator
%type <l_node>	parameter_type_list parameter_list parameter_declaration
%type <l_node>	function type_name tag
%type <l_node>	expression assignment_expression conditional_expression
%type <l_node>	constant_expression logical_or_expression logical_xor_expression
%type <l_node>	logical_and_expression inclusive_or_expression
%type <l_node>	exclusive_or_expression and_expression equality_expression
%type <l_node>	relational_expression shift_expression additive_expression
%type <l_node>	multiplicative_expression cast_expression unary_expression
%type <l_node>	postfix_expression primary_expression argument_expression_list

%type <l_spec>	declaration_specifiers parameter_declaration_specifiers
%type <l_spec>	storage_class_specifier d_storage_class_specifier
%type <l_spec>	type_specifier type_qualifier specifier_qualifier_list
%type <l_spec>	struct_or_union_specifier enum_specifier

%type <l_dtor>	declarator direct_declarator init_declarator_list
%type <l_dtor>	init_declarator struct_declarator_list struct_declarator
%type <l_dtor>	abstract_declarator direct_abstract_declarator

%type <l_str>	struct_or_union struct_or_union_definition enum_definition
%type <l_int>	pointer assignment_operator unary_operator

%%

dtrace_program:	DT_CTX_DPROG { yypcb->pcb_root = dt_node_program(NULL); }
	|	DT_CTX_DPROG translation_unit {
			yypcb->pcb_root = dt_node_program($2);
		}
	|	DT_CTX_DEXPR expression { yypcb->pcb_root = $2; }
	;

translation_unit:
		external_declaration
	|	translation_unit external_declaration { $$ = LINK($1, $2); }
	;

external_declaration:
		inline_definition
	|	translator_definition
	|	provider_definition
	|	probe_definition
	|	declaration
	;

/*
 * Top-level constructs.
 */
inline_definition:
		DT_KEY_INLINE declaration_specifiers declarator
		    DT_TOK_ASGN assignment_expression ';' {
			dt_node_t *dnp = dt_make_decl($2, $3);

			dnp->dn_kind = DT_NODE_INLINE;
			dnp->dn_decl->dd_init = $5;
			dt_decl_process(yypcb, dnp);
			dt_lex_begin(YYS_CLAUSE);
			$$ = dnp;
		}
	;

translator_definition:
		DT_KEY_XLATOR type_name xlator_lt type_name DT_TOK_IDENT
		    DT_TOK_GT '{' translator_member_list '}' ';' {
			$$ = dt_node_xlator($2, $4, $8);
			$$->dn_string = dt_steal($5);
			dt_lex_begin(YYS_CLAUSE);
		}
	|	DT_KEY_XLATOR type_name xlator_lt type_name DT_TOK_IDENT
		    DT_TOK_GT '{' '}' ';' {
			$$ = dt_node_xlator($2, $4, NULL);
			$$->dn_string = dt_steal($5);
			dt_lex_begin(YYS_CLAUSE);
		}
	;

/*
 * The output type was reduced after the scanner read the '<' (it needed
 * it to see the type's end), so the scanner believes a type was already
 * given: the input type's first word ("in_t *p") is a type name again.
 */
xlator_lt:	DT_TOK_LT { dt_lex_typeclear(); }
	;

translator_member_list:
		translator_member
	|	translator_member_list translator_member { $$ = LINK($1, $2); }
	;

translator_member:
		DT_TOK_IDENT DT_TOK_ASGN assignment_expression ';' {
			$$ = dt_node_member(dt_steal($1), $3);
		}
	;

provider_definition:
		DT_KEY_PROVIDER DT_TOK_IDENT '{' provider_probe_list '}' ';' {
			$$ = dt_node_provider(dt_steal($2), $4);
			dt_lex_begin(YYS_CLAUSE);
		}
	|	DT_KEY_PROVIDER DT_TOK_IDENT '{' '}' ';' {
			$$ = dt_node_provider(dt_steal($2), NULL);
			dt_lex_begin(YYS_CLAUSE);
		}
	;

provider_probe_list:
		provider_probe
	|	provider_probe_list provider_probe { $$ = LINK($1, $2); }
	;

provider_probe:
		DT_KEY_PROBE DT_TOK_IDENT function DT_TOK_COLON function ';' {
			$$ = dt_node_probe(dt_steal($2), $3, $5);
		}
	|	DT_KEY_PROBE DT_TOK_IDENT function ';' {
			$$ = dt_node_probe(dt_steal($2), $3, NULL);
		}
	;

probe_definition:
		probe_specifiers {
			/*
			 * A bare description is fine for dtrace -n BEGIN, not
			 * in a file (it usually means a predicate was eaten
			 * as a comment).
			 */
			if (yypcb->pcb_fileptr != NULL) {
				dnerror($1, D_SYNTAX, "expected predicate and/or "
				    "actions following probe description");
			}
			$$ = dt_node_clause($1, NULL, NULL);
			dt_lex_begin(YYS_CLAUSE);
		}
	|	probe_specifiers '{' statement_list '}' {
			$$ = dt_node_clause($1, NULL, $3);
			dt_lex_begin(YYS_CLAUSE);
		}
	|	probe_specifiers DT_TOK_DIV expression DT_TOK_EPRED {
			dnerror($3, D_SYNTAX, "expected actions { } following "
			    "probe description and predicate");
		}
	|	probe_specifiers DT_TOK_DIV expression DT_TOK_EPRED
		    '{' statement_list '}' {
			$$ = dt_node_clause($1, $3, $6);
			dt_lex_begin(YYS_CLAUSE);
		}
	;

probe_specifiers:
		probe_specifier_list { dt_lex_begin(YYS_EXPR); $$ = $1; }
	;

probe_specifier_list:
		probe_specifier
	|	probe_specifier_list DT_TOK_COMMA probe_specifier {
			$$ = LINK($1, $3);
		}
	;

probe_specifier:
		DT_TOK_PSPEC {
			$$ = dt_node_pdesc(dt_steal($1));
			$$->dn_line = $1->dn_line;
		}
	|	DT_TOK_INT { $$ = dt_make_pdesc_id($1); }
	;

/*
 * Clause bodies: statements separated by ';', the last ';' optional.
 */
statement_list_impl:
		%empty { $$ = NULL; }
	|	statement_list_impl statement { $$ = LINK($1, $2); }
	;

statement_list:
		statement_list_impl
	|	statement_list_impl expression {
			$$ = LINK($1, dt_node_statement($2));
		}
	;

statement_or_block:
		statement
	|	'{' statement_list '}' { $$ = $2; }
	;

statement:	';' { $$ = NULL; }
	|	expression ';' { $$ = dt_node_statement($1); }
	|	DT_KEY_IF DT_TOK_LPAR expression DT_TOK_RPAR statement_or_block {
			$$ = dt_node_if($3, $5, NULL);
		}
	|	DT_KEY_IF DT_TOK_LPAR expression DT_TOK_RPAR statement_or_block
		    DT_KEY_ELSE statement_or_block {
			$$ = dt_node_if($3, $5, $7);
		}
	;

/*
 * Expressions, from the tightest binding up.
 */
argument_expression_list:
		assignment_expression
	|	argument_expression_list DT_TOK_COMMA assignment_expression {
			$$ = LINK($1, $3);
		}
	;

primary_expression:
		DT_TOK_IDENT
	|	DT_TOK_AGG
	|	DT_TOK_INT
	|	DT_TOK_STRING
	|	DT_KEY_SELF { $$ = dt_node_ident(dt_xstrdup("self")); }
	|	DT_KEY_THIS { $$ = dt_node_ident(dt_xstrdup("this")); }
	|	DT_TOK_LPAR expression DT_TOK_RPAR { $$ = $2; }
	;

postfix_expression:
		primary_expression
	|	postfix_expression DT_TOK_LBRAC argument_expression_list
		    DT_TOK_RBRAC { $$ = dt_make_index($1, $3); }
	|	postfix_expression DT_TOK_LPAR DT_TOK_RPAR {
			$$ = dt_make_call($1, NULL);
		}
	|	postfix_expression DT_TOK_LPAR argument_expression_list
		    DT_TOK_RPAR { $$ = dt_make_call($1, $3); }
	|	postfix_expression DT_TOK_DOT DT_TOK_IDENT {
			$$ = dt_node_op2(DT_OP_DOT, $1, $3);
		}
	|	postfix_expression DT_TOK_PTR DT_TOK_IDENT {
			$$ = dt_node_op2(DT_OP_PTR, $1, $3);
		}
	|	postfix_expression DT_TOK_ADDADD {
			$$ = dt_node_op1(DT_OP_POSTINC, $1);
		}
	|	postfix_expression DT_TOK_SUBSUB {
			$$ = dt_node_op1(DT_OP_POSTDEC, $1);
		}
	|	DT_TOK_OFFSETOF DT_TOK_LPAR type_name DT_TOK_COMMA tag
		    DT_TOK_RPAR {
			$5->dn_kind = DT_NODE_IDENT;
			$$ = dt_node_op2(DT_OP_OFFSETOF, $3, $5);
		}
	|	DT_TOK_XLATE DT_TOK_LT type_name DT_TOK_GT
		    DT_TOK_LPAR expression DT_TOK_RPAR {
			$$ = dt_node_op2(DT_OP_XLATE, $3, $6);
		}
	;

unary_expression:
		postfix_expression
	|	DT_TOK_ADDADD unary_expression { $$ = dt_node_op1(DT_OP_PREINC, $2); }
	|	DT_TOK_SUBSUB unary_expression { $$ = dt_node_op1(DT_OP_PREDEC, $2); }
	|	unary_operator cast_expression { $$ = dt_node_op1($1, $2); }
	|	DT_TOK_SIZEOF unary_expression { $$ = dt_node_op1(DT_OP_SIZEOF, $2); }
	|	DT_TOK_SIZEOF DT_TOK_LPAR type_name DT_TOK_RPAR {
			$$ = dt_node_op1(DT_OP_SIZEOF_TYPE, $3);
		}
	|	DT_TOK_STRINGOF unary_expression {
			$$ = dt_node_op1(DT_OP_STRINGOF, $2);
		}
	;

unary_operator:	DT_TOK_BAND { $$ = DT_OP_ADDROF; }
	|	DT_TOK_MUL { $$ = DT_OP_DEREF; }
	|	DT_TOK_ADD { $$ = DT_OP_IPOS; }
	|	DT_TOK_SUB { $$ = DT_OP_INEG; }
	|	DT_TOK_BNEG { $$ = DT_OP_BNEG; }
	|	DT_TOK_LNEG { $$ = DT_OP_LNEG; }
	;

cast_expression:
		unary_expression
	|	DT_TOK_LPAR type_name DT_TOK_RPAR cast_expression {
			$$ = dt_node_op2(DT_OP_CAST, $2, $4);
		}
	;

multiplicative_expression:
		cast_expression
	|	multiplicative_expression DT_TOK_MUL cast_expression {
			$$ = dt_node_op2(DT_OP_MUL, $1, $3);
		}
	|	multiplicative_expression DT_TOK_DIV cast_expression {
			$$ = dt_node_op2(DT_OP_DIV, $1, $3);
		}
	|	multiplicative_expression DT_TOK_MOD cast_expression {
			$$ = dt_node_op2(DT_OP_MOD, $1, $3);
		}
	;

additive_expression:
		multiplicative_expression
	|	additive_expression DT_TOK_ADD multiplicative_expression {
			$$ = dt_node_op2(DT_OP_ADD, $1, $3);
		}
	|	additive_expression DT_TOK_SUB multiplicative_expression {
			$$ = dt_node_op2(DT_OP_SUB, $1, $3);
		}
	;

shift_expression:
		additive_expression
	|	shift_expression DT_TOK_LSH additive_expression {
			$$ = dt_node_op2(DT_OP_LSH, $1, $3);
		}
	|	shift_expression DT_TOK_RSH additive_expression {
			$$ = dt_node_op2(DT_OP_RSH, $1, $3);
		}
	;

relational_expression:
		shift_expression
	|	relational_expression DT_TOK_LT shift_expression {
			$$ = dt_node_op2(DT_OP_LT, $1, $3);
		}
	|	relational_expression DT_TOK_GT shift_expression {
			$$ = dt_node_op2(DT_OP_GT, $1, $3);
		}
	|	relational_expression DT_TOK_LE shift_expression {
			$$ = dt_node_op2(DT_OP_LE, $1, $3);
		}
	|	relational_expression DT_TOK_GE shift_expression {
			$$ = dt_node_op2(DT_OP_GE, $1, $3);
		}
	;

equality_expression:
		relational_expression
	|	equality_expression DT_TOK_EQU relational_expression {
			$$ = dt_node_op2(DT_OP_EQU, $1, $3);
		}
	|	equality_expression DT_TOK_NEQ relational_expression {
			$$ = dt_node_op2(DT_OP_NEQ, $1, $3);
		}
	;

and_expression:
		equality_expression
	|	and_expression DT_TOK_BAND equality_expression {
			$$ = dt_node_op2(DT_OP_BAND, $1, $3);
		}
	;

exclusive_or_expression:
		and_expression
	|	exclusive_or_expression DT_TOK_XOR and_expression {
			$$ = dt_node_op2(DT_OP_XOR, $1, $3);
		}
	;

inclusive_or_expression:
		exclusive_or_expression
	|	inclusive_or_expression DT_TOK_BOR exclusive_or_expression {
			$$ = dt_node_op2(DT_OP_BOR, $1, $3);
		}
	;

logical_and_expression:
		inclusive_or_expression
	|	logical_and_expression DT_TOK_LAND inclusive_or_expression {
			$$ = dt_node_op2(DT_OP_LAND, $1, $3);
		}
	;

logical_xor_expression:
		logical_and_expression
	|	logical_xor_expression DT_TOK_LXOR logical_and_expression {
			$$ = dt_node_op2(DT_OP_LXOR, $1, $3);
		}
	;

logical_or_expression:
		logical_xor_expression
	|	logical_or_expression DT_TOK_LOR logical_xor_expression {
			$$ = dt_node_op2(DT_OP_LOR, $1, $3);
		}
	;

constant_expression: conditional_expression
	;

conditional_expression:
		logical_or_expression
	|	logical_or_expression DT_TOK_QUESTION expression DT_TOK_COLON
		    conditional_expression { $$ = dt_node_op3($1, $3, $5); }
	;

assignment_expression:
		conditional_expression
	|	unary_expression assignment_operator assignment_expression {
			$$ = dt_node_op2($2, $1, $3);
		}
	;

assignment_operator:
		DT_TOK_ASGN { $$ = DT_OP_ASGN; }
	|	DT_TOK_MUL_EQ { $$ = DT_OP_MUL_EQ; }
	|	DT_TOK_DIV_EQ { $$ = DT_OP_DIV_EQ; }
	|	DT_TOK_MOD_EQ { $$ = DT_OP_MOD_EQ; }
	|	DT_TOK_ADD_EQ { $$ = DT_OP_ADD_EQ; }
	|	DT_TOK_SUB_EQ { $$ = DT_OP_SUB_EQ; }
	|	DT_TOK_LSH_EQ { $$ = DT_OP_LSH_EQ; }
	|	DT_TOK_RSH_EQ { $$ = DT_OP_RSH_EQ; }
	|	DT_TOK_AND_EQ { $$ = DT_OP_AND_EQ; }
	|	DT_TOK_XOR_EQ { $$ = DT_OP_XOR_EQ; }
	|	DT_TOK_OR_EQ { $$ = DT_OP_OR_EQ; }
	;

expression:	assignment_expression
	|	expression DT_TOK_COMMA assignment_expression {
			$$ = dt_node_op2(DT_OP_COMMA, $1, $3);
		}
	;

/*
 * Declarations.
 */
declaration:	declaration_specifiers ';' {
			$$ = dt_make_declaration($1, NULL);
			dt_lex_begin(YYS_CLAUSE);
		}
	|	declaration_specifiers init_declarator_list ';' {
			$$ = dt_make_declaration($1, $2);
			dt_lex_begin(YYS_CLAUSE);
		}
	;

declaration_specifiers:
		d_storage_class_specifier
	|	d_storage_class_specifier declaration_specifiers {
			$$ = dt_dspec_merge($1, $2);
		}
	|	type_specifier
	|	type_specifier declaration_specifiers { $$ = dt_dspec_merge($1, $2); }
	|	type_qualifier
	|	type_qualifier declaration_specifiers { $$ = dt_dspec_merge($1, $2); }
	;

parameter_declaration_specifiers:
		storage_class_specifier
	|	storage_class_specifier declaration_specifiers {
			$$ = dt_dspec_merge($1, $2);
		}
	|	type_specifier
	|	type_specifier declaration_specifiers { $$ = dt_dspec_merge($1, $2); }
	|	type_qualifier
	|	type_qualifier declaration_specifiers { $$ = dt_dspec_merge($1, $2); }
	;

storage_class_specifier:
		DT_KEY_AUTO { $$ = dt_dspec_class(DT_DC_AUTO); }
	|	DT_KEY_REGISTER { $$ = dt_dspec_class(DT_DC_REGISTER); }
	|	DT_KEY_STATIC { $$ = dt_dspec_class(DT_DC_STATIC); }
	|	DT_KEY_EXTERN { $$ = dt_dspec_class(DT_DC_EXTERN); }
	|	DT_KEY_TYPEDEF { $$ = dt_dspec_class(DT_DC_TYPEDEF); }
	;

d_storage_class_specifier:
		storage_class_specifier
	|	DT_KEY_SELF { $$ = dt_dspec_class(DT_DC_SELF); }
	|	DT_KEY_THIS { $$ = dt_dspec_class(DT_DC_THIS); }
	;

type_specifier:	DT_KEY_VOID { $$ = dt_dspec_kw("void"); }
	|	DT_KEY_CHAR { $$ = dt_dspec_kw("char"); }
	|	DT_KEY_SHORT { $$ = dt_dspec_kw(NULL); $$->ds_short = 1; }
	|	DT_KEY_INT { $$ = dt_dspec_kw("int"); }
	|	DT_KEY_LONG { $$ = dt_dspec_kw(NULL); $$->ds_long = 1; }
	|	DT_KEY_FLOAT { $$ = dt_dspec_kw("float"); }
	|	DT_KEY_DOUBLE { $$ = dt_dspec_kw("double"); }
	|	DT_KEY_SIGNED { $$ = dt_dspec_kw(NULL); $$->ds_signed = 1; }
	|	DT_KEY_UNSIGNED { $$ = dt_dspec_kw(NULL); $$->ds_unsigned = 1; }
	|	DT_KEY_STRING { $$ = dt_dspec_kw("string"); }
	|	DT_TOK_TNAME {
			$$ = dt_dspec_kw(NULL);
			$$->ds_tname = dt_lex_tstrdup($1->dn_string);
			$$->ds_ntypes = 1;
			dt_lex_typename();
		}
	|	struct_or_union_specifier { dt_lex_typename(); }
	|	enum_specifier { dt_lex_typename(); }
	;

type_qualifier:	DT_KEY_CONST { $$ = dt_dspec_new(); $$->ds_const = 1; }
	|	DT_KEY_RESTRICT { $$ = dt_dspec_new(); }
	|	DT_KEY_VOLATILE { $$ = dt_dspec_new(); $$->ds_volatile = 1; }
	;

tag:		DT_TOK_IDENT
	|	DT_TOK_TNAME
	;

struct_or_union_specifier:
		struct_or_union_definition { $<l_int>$ = yypcb->pcb_lineno; }
		    struct_declaration_list '}' {
			$$ = dt_dspec_sou($1, NULL, $3);
			$$->ds_line = $<l_int>2;
		}
	|	struct_or_union tag { $$ = dt_dspec_sou($1, $2, NULL); }
	;

struct_or_union_definition:
		struct_or_union '{' { dt_sou_combo(); $$ = $1; }
	|	struct_or_union tag '{' {
			dt_sou_combo();
			$$ = dt_lex_talloc(strlen($1) + strlen($2->dn_string) + 2);
			strcat(strcat(strcpy($$, $1), " "), $2->dn_string);
			dt_decl_begin(yypcb, $$);
		}
	;

struct_or_union:
		DT_KEY_STRUCT { $$ = "struct"; }
	|	DT_KEY_UNION { $$ = "union"; }
	;

struct_declaration_list:
		struct_declaration
	|	struct_declaration_list struct_declaration { $$ = LINK($1, $2); }
	;

struct_declaration:
		specifier_qualifier_list struct_declarator_list ';' {
			dt_dtor_t *dt;

			$$ = NULL;
			for (dt = $2; dt != NULL; dt = dt->dt_next)
				$$ = LINK($$, dt_make_decl($1, dt));
		}
	;

specifier_qualifier_list:
		type_specifier
	|	type_specifier specifier_qualifier_list { $$ = dt_dspec_merge($1, $2); }
	|	type_qualifier
	|	type_qualifier specifier_qualifier_list { $$ = dt_dspec_merge($1, $2); }
	;

struct_declarator_list:
		struct_declarator
	|	struct_declarator_list DT_TOK_COMMA struct_declarator {
			dt_dtor_t *dt;

			for (dt = $1; dt->dt_next != NULL; dt = dt->dt_next)
				continue;
			dt->dt_next = $3;
			$$ = $1;
		}
	;

struct_declarator:
		declarator
	|	DT_TOK_COLON constant_expression {
			$$ = dt_dtor_new(NULL);
			dt_dtor_bitfield($$, $2);
		}
	|	declarator DT_TOK_COLON constant_expression {
			dt_dtor_bitfield($1, $3);
			$$ = $1;
		}
	;

init_declarator_list:
		init_declarator
	|	init_declarator_list DT_TOK_COMMA init_declarator {
			dt_dtor_t *dt;

			for (dt = $1; dt->dt_next != NULL; dt = dt->dt_next)
				continue;
			dt->dt_next = $3;
			$$ = $1;
		}
	;

init_declarator:
		declarator
	;

enum_specifier:
		enum_definition enumerator_list '}' {
			$$ = dt_dspec_sou($1, NULL, $2);
		}
	|	enum_definition enumerator_list DT_TOK_COMMA '}' {
			$$ = dt_dspec_sou($1, NULL, $2);
		}
	|	DT_KEY_ENUM tag { $$ = dt_dspec_sou("enum", $2, NULL); }
	;

enum_definition:
		DT_KEY_ENUM '{' { dt_sou_combo(); $$ = "enum"; }
	|	DT_KEY_ENUM tag '{' {
			dt_sou_combo();
			$$ = dt_lex_talloc(strlen($2->dn_string) + 6);
			strcat(strcpy($$, "enum "), $2->dn_string);
			dt_decl_begin(yypcb, $$);
		}
	;

enumerator_list:
		enumerator
	|	enumerator_list DT_TOK_COMMA enumerator { $$ = LINK($1, $3); }
	;

enumerator:	DT_TOK_IDENT { $$ = dt_node_enumerator(dt_steal($1), NULL); }
	|	DT_TOK_IDENT DT_TOK_ASGN constant_expression {
			$$ = dt_node_enumerator(dt_steal($1), $3);
		}
	;

declarator:	direct_declarator
	|	pointer direct_declarator { $2->dt_ptr += $1; $$ = $2; }
	;

direct_declarator:
		DT_TOK_IDENT { $$ = dt_dtor_new($1->dn_string); }
	|	DT_TOK_LPAR declarator DT_TOK_RPAR { $$ = $2; }
	|	direct_declarator DT_TOK_LBRAC DT_TOK_RBRAC {
			dt_dtor_array($1, NULL, 0);
			$$ = $1;
		}
	|	direct_declarator DT_TOK_LBRAC constant_expression DT_TOK_RBRAC {
			dt_dtor_array($1, $3, 1);
			$$ = $1;
		}
	|	direct_declarator DT_TOK_LBRAC parameter_type_list DT_TOK_RBRAC {
			dt_dtor_array($1, $3, 2);
			$$ = $1;
		}
	|	direct_declarator function { dt_dtor_func($1, $2); $$ = $1; }
	;

pointer:	DT_TOK_MUL { $$ = 1; }
	|	DT_TOK_MUL type_qualifier_list { $$ = 1; }
	|	DT_TOK_MUL pointer { $$ = 1 + $2; }
	|	DT_TOK_MUL type_qualifier_list pointer { $$ = 1 + $3; }
	;

type_qualifier_list:
		type_qualifier
	|	type_qualifier_list type_qualifier
	;

parameter_type_list:
		parameter_list
	|	DT_TOK_ELLIPSIS { $$ = dt_make_type(NULL, NULL); }
	|	parameter_list DT_TOK_COMMA DT_TOK_ELLIPSIS {
			$$ = LINK($1, dt_make_type(NULL, NULL));
		}
	;

parameter_list:	parameter_declaration
	|	parameter_list DT_TOK_COMMA parameter_declaration {
			$$ = LINK($1, $3);
		}
	;

parameter_declaration:
		parameter_declaration_specifiers { $$ = dt_make_param($1, NULL); }
	|	parameter_declaration_specifiers declarator {
			$$ = dt_make_param($1, $2);
		}
	|	parameter_declaration_specifiers abstract_declarator {
			$$ = dt_make_param($1, $2);
		}
	;

type_name:	specifier_qualifier_list { $$ = dt_make_type($1, NULL); }
	|	specifier_qualifier_list abstract_declarator {
			$$ = dt_make_type($1, $2);
		}
	;

abstract_declarator:
		pointer { $$ = dt_dtor_new(NULL); $$->dt_ptr = $1; }
	|	direct_abstract_declarator
	|	pointer direct_abstract_declarator { $2->dt_ptr += $1; $$ = $2; }
	;

direct_abstract_declarator:
		DT_TOK_LPAR abstract_declarator DT_TOK_RPAR { $$ = $2; }
	|	direct_abstract_declarator DT_TOK_LBRAC DT_TOK_RBRAC {
			dt_dtor_array($1, NULL, 0);
			$$ = $1;
		}
	|	direct_abstract_declarator DT_TOK_LBRAC constant_expression
		    DT_TOK_RBRAC {
			dt_dtor_array($1, $3, 1);
			$$ = $1;
		}
	|	DT_TOK_LBRAC DT_TOK_RBRAC {
			$$ = dt_dtor_new(NULL);
			dt_dtor_array($$, NULL, 0);
		}
	|	DT_TOK_LBRAC constant_expression DT_TOK_RBRAC {
			$$ = dt_dtor_new(NULL);
			dt_dtor_array($$, $2, 1);
		}
	|	direct_abstract_declarator function { dt_dtor_func($1, $2); $$ = $1; }
	;

function:	DT_TOK_LPAR DT_TOK_RPAR { $$ = NULL; }
	|	DT_TOK_LPAR parameter_type_list DT_TOK_RPAR {
			$$ = dt_make_params($2);
		}
	;

%%

/*
 * Helpers for the actions above.
 */

/* Take a token node's string; the node stays on the pcb list, empty. */
static char *
dt_steal(dt_node_t *dnp)
{
	char *s = dnp->dn_string;

	dnp->dn_string = NULL;
	return s;
}

static dt_dspec_t *
dt_dspec_new(void)
{
	dt_dspec_t *ds = dt_lex_talloc(sizeof(dt_dspec_t));

	ds->ds_class = DT_DC_NONE;
	ds->ds_line = yypcb->pcb_lineno;
	return ds;
}

static dt_dspec_t *
dt_dspec_class(dt_dclass_t class)
{
	dt_dspec_t *ds = dt_dspec_new();

	ds->ds_class = class;
	ds->ds_nclass = 1;
	return ds;
}

/* A type specifier keyword: tells the scanner a type has been seen. */
static dt_dspec_t *
dt_dspec_kw(const char *kw)
{
	dt_dspec_t *ds = dt_dspec_new();

	ds->ds_kw = kw;
	ds->ds_ntypes = kw != NULL;
	if (kw != NULL)
		dt_lex_typename();
	else
		dt_lex_typeseen();
	return ds;
}

/* A body's opening brace after another type specifier: DTrace's error there. */
static void
dt_sou_combo(void)
{
	if (dt_lex_combo())
		xyerror(D_DECL_COMBO, "invalid type combination");
}

/* Combine the specifiers of a and b into b, checking C's combinations. */
static dt_dspec_t *
dt_dspec_merge(dt_dspec_t *a, dt_dspec_t *b)
{
	if (a->ds_nclass + b->ds_nclass > 1)
		xyerror(D_DECL_CLASS, "only one storage class allowed in a "
		    "declaration");
	if (a->ds_nclass)
		b->ds_class = a->ds_class;
	b->ds_nclass += a->ds_nclass;
	b->ds_signed += a->ds_signed;
	b->ds_unsigned += a->ds_unsigned;
	b->ds_short += a->ds_short;
	b->ds_long += a->ds_long;
	b->ds_ntypes += a->ds_ntypes;
	b->ds_const |= a->ds_const;
	b->ds_volatile |= a->ds_volatile;
	if (a->ds_kw != NULL)
		b->ds_kw = a->ds_kw;
	if (a->ds_tname != NULL)
		b->ds_tname = a->ds_tname;
	if (a->ds_ntypes)
		b->ds_line = a->ds_line;
	if (b->ds_ntypes > 1 || b->ds_short > 1)
		xyerror(D_DECL_COMBO, "invalid type combination");
	dt_dspec_check(b);
	return b;
}

/*
 * struct/union/enum specifier: a reference "struct foo" (tag), or a body,
 * which is defined now (dt_decl_process) so that later text can use it.
 */
static dt_dspec_t *
dt_dspec_sou(const char *kind, dt_node_t *tag, dt_node_t *body)
{
	dt_dspec_t *ds = dt_dspec_new();
	dt_tname_t *tn;
	dt_node_t *dnp;

	ds->ds_ntypes = 1;
	if (tag != NULL) {
		ds->ds_tname = dt_lex_talloc(strlen(kind) + strlen(tag->dn_string) + 2);
		strcat(strcat(strcpy(ds->ds_tname, kind), " "), tag->dn_string);
		return ds;
	}
	tn = dt_xalloc(sizeof(dt_tname_t));
	dnp = dt_node_type(tn);
	tn->tn_base = dt_xstrdup(kind);
	tn->tn_body = body;
	dt_decl_process(yypcb, dnp);
	ds->ds_tname = dt_lex_tstrdup(tn->tn_base);
	return ds;
}

static dt_dtor_t *
dt_dtor_new(const char *name)
{
	dt_dtor_t *dt = dt_lex_talloc(sizeof(dt_dtor_t));

	dt->dt_name = name != NULL ? dt_lex_tstrdup(name) : NULL;
	dt->dt_bitfield = -1;
	return dt;
}

/*
 * An array declarator: kind 0 is [], 1 is [size], 2 is [key types] (an
 * associative array).
 */
static void
dt_dtor_array(dt_dtor_t *dt, dt_node_t *dim, int kind)
{
	int64_t n = -1;

	if (dt->dt_keys != NULL)
		xyerror(D_DECL_ARRSUB, "associative arrays may not be declared "
		    "with more than one subscript");
	if (kind == 2) {
		if (dt->dt_ndims > 0)
			xyerror(D_DECL_ARRSUB, "associative arrays may not be "
			    "declared as arrays of arrays");
		dt->dt_keys = dim;
		return;
	}
	if (kind == 1 && (dt_node_const(dim, &n) != 0 || n < 0))
		dnerror(dim, D_DECL_ARRSUB, "positive integral constant "
		    "expression or tuple signature expected as array "
		    "declaration subscript");
	if (kind == 1 && (uint64_t)n > UINT32_MAX)	/* DTrace's limit */
		dnerror(dim, D_DECL_ARRBIG, "array dimension too big");
	if (dt->dt_ndims >= DT_TN_MAXDIMS)
		xyerror(D_DECL_ARRBIG, "too many array dimensions");
	dt->dt_dims[dt->dt_ndims++] = n;
}

/* A function declarator; params were checked by dt_make_params(). */
static void
dt_dtor_func(dt_dtor_t *dt, dt_node_t *params)
{
	(void)params;	/* D binds no function: only the types matter */
	if (dt->dt_func)
		xyerror(D_DECL_FUNC, "functions may not return functions");
	dt->dt_func = 1;
	dt->dt_fptr = dt->dt_ptr;
}

static void
dt_dtor_bitfield(dt_dtor_t *dt, dt_node_t *width)
{
	int64_t n;

	/* A width wider than the type is D_DECL_BFSIZE, found by dt_decl.c. */
	if (dt_node_const(width, &n) != 0 || n < 0 ||
	    (n == 0 && dt->dt_name != NULL))
		dnerror(width, D_DECL_BFCONST, "positive integral constant "
		    "expression expected as bit-field size");
	dt->dt_bitfield = n > 64 ? 65 : (int)n;
}

/*
 * The specifiers DTrace refuses by name, each with its own tag, checked as
 * they are combined: short or long with char, any attribute with void,
 * signed or unsigned with what is not an integer, long with what is neither
 * an integer nor a floating-point type.  The error names the line where the
 * type was named (a struct's body: its opening brace), as DTrace does.
 */
static void
dt_dspec_check(const dt_dspec_t *ds)
{
	const char *kw = ds->ds_kw;
	int isint = ds->ds_tname == NULL && (kw == NULL ||
	    strcmp(kw, "int") == 0 || strcmp(kw, "char") == 0 ||
	    strcmp(kw, "void") == 0);
	int isfloat = ds->ds_tname == NULL && kw != NULL &&
	    (strcmp(kw, "float") == 0 || strcmp(kw, "double") == 0);

	if (kw != NULL && strcmp(kw, "char") == 0 && (ds->ds_short || ds->ds_long))
		dt_lnerror(ds->ds_line, D_DECL_CHARATTR, "invalid type "
		    "declaration: short and long may not be used with char type");
	if (kw != NULL && strcmp(kw, "void") == 0 && (ds->ds_short ||
	    ds->ds_long || ds->ds_signed || ds->ds_unsigned))
		dt_lnerror(ds->ds_line, D_DECL_VOIDATTR, "invalid type "
		    "declaration: attributes may not be used with void type");
	if (!isint && (ds->ds_signed || ds->ds_unsigned))
		dt_lnerror(ds->ds_line, D_DECL_SIGNINT, "invalid type "
		    "declaration: signed and unsigned may only be used with "
		    "integer type");
	if (!isint && !isfloat && ds->ds_long)
		dt_lnerror(ds->ds_line, D_DECL_LONGINT, "invalid type "
		    "declaration: long and long long may only be used with "
		    "integer or floating-point type");
}

/*
 * The name DTrace looks up for integer and floating-point specifiers: the
 * attributes in a fixed order, then the keyword unless short or long is
 * given with an integer ("long int" is "long ").  A combination C has no
 * type for ("short long", "signed unsigned", "long float") is not found,
 * and DTrace says so by that name (D_UNKNOWN).
 */
static void
dt_dspec_unknown(const dt_dspec_t *ds)
{
	const char *kw = ds->ds_kw;
	int isint = kw == NULL || strcmp(kw, "int") == 0 ||
	    strcmp(kw, "char") == 0;
	char buf[96];

	snprintf(buf, sizeof(buf), "%s%s%s%s%s%s",
	    ds->ds_signed ? "signed " : "", ds->ds_unsigned ? "unsigned " : "",
	    ds->ds_short ? "short " : "", ds->ds_long > 2 ? "long long long " :
	    ds->ds_long == 2 ? "long long " : ds->ds_long ? "long " : "",
	    kw != NULL && !(isint && (ds->ds_short || ds->ds_long)) ? kw : "",
	    kw == NULL && !ds->ds_signed && !ds->ds_unsigned && !ds->ds_short &&
	    !ds->ds_long ? "int" : "");
	dt_lnerror(ds->ds_line, D_UNKNOWN, "failed to resolve type %s: "
	    "Unknown type name", buf);
}

/* The base type name a set of specifiers denotes, e.g. "unsigned long". */
static char *
dt_dspec_base(const dt_dspec_t *ds)
{
	const char *kw = ds->ds_kw;
	const char *sign = ds->ds_unsigned ? "unsigned " : "";
	char buf[64];

	dt_dspec_check(ds);
	if (ds->ds_signed + ds->ds_unsigned > 1 || ds->ds_long > 2 ||
	    (ds->ds_short && ds->ds_long))
		dt_dspec_unknown(ds);
	if (ds->ds_tname != NULL || (kw != NULL && strcmp(kw, "int") != 0 &&
	    strcmp(kw, "char") != 0)) {
		if (ds->ds_short || (ds->ds_long && (kw == NULL ||
		    strcmp(kw, "double") != 0 || ds->ds_long > 1)))
			dt_dspec_unknown(ds);
		if (ds->ds_long)
			return dt_xstrdup("long double");
		return dt_xstrdup(ds->ds_tname != NULL ? ds->ds_tname : kw);
	}
	if (kw != NULL && strcmp(kw, "char") == 0) {
		snprintf(buf, sizeof(buf), "%schar", ds->ds_unsigned ? "unsigned " :
		    ds->ds_signed ? "signed " : "");
		return dt_xstrdup(buf);
	}
	snprintf(buf, sizeof(buf), "%s%s", sign, ds->ds_short ? "short" :
	    ds->ds_long == 2 ? "long long" : ds->ds_long ? "long" : "int");
	return dt_xstrdup(buf);
}

/* Fill a type name from specifiers and a declarator (either may be NULL). */
static void
dt_fill_tname(dt_tname_t *tn, const dt_dspec_t *ds, const dt_dtor_t *dt)
{
	int i;

	tn->tn_base = ds != NULL ? dt_dspec_base(ds) : dt_xstrdup("...");
	tn->tn_const = ds != NULL && ds->ds_const;
	tn->tn_volatile = ds != NULL && ds->ds_volatile;
	if (dt == NULL)
		return;
	tn->tn_ptr = dt->dt_ptr;
	tn->tn_ndims = dt->dt_ndims;
	for (i = 0; i < dt->dt_ndims; i++)
		tn->tn_dims[i] = dt->dt_dims[i];
	if (dt->dt_func) {
		if (dt->dt_fptr == 0)
			xyerror(D_DECL_FUNC, "function declarations are not "
			    "supported%s%s", dt->dt_name ? ": " : "",
			    dt->dt_name ? dt->dt_name : "");
		/* A pointer to a function: D can only hold it as void *. */
		free(tn->tn_base);
		tn->tn_base = dt_xstrdup("void");
		tn->tn_ptr = 1;
		tn->tn_ndims = 0;
	}
}

/*
 * A function's declaration (a prototype: `extern int f(int);`, `int
 * g(char *, ...);`) declares, as in DTrace, an extern of that name whose
 * type is checked (its return type here: D binds no function, so a call
 * of it is still an unknown function).  A default or static storage class
 * is extern, as in DTrace.  1 if dt declares a function.
 */
static int
dt_decl_is_func(dt_decl_t *dd, const dt_dtor_t *dt)
{
	if (dt == NULL || !dt->dt_func || dt->dt_fptr != 0 ||
	    (dd->dd_class != DT_DC_NONE && dd->dd_class != DT_DC_EXTERN &&
	     dd->dd_class != DT_DC_STATIC))
		return 0;
	dd->dd_class = DT_DC_EXTERN;
	return 1;
}

static dt_node_t *
dt_make_decl(dt_dspec_t *ds, dt_dtor_t *dt)
{
	dt_decl_t *dd = dt_xalloc(sizeof(dt_decl_t));
	dt_node_t *dnp = dt_node_decl(dd);	/* owns dd from now on */
	dt_dtor_t ret;

	dd->dd_class = ds->ds_class;
	dd->dd_bitfield = -1;
	if (dt_decl_is_func(dd, dt)) {
		ret = *dt;	/* the return type */
		ret.dt_func = 0;
		dt_fill_tname(&dd->dd_type, ds, &ret);
	} else {
		dt_fill_tname(&dd->dd_type, ds, dt);
	}
	if (dt != NULL) {
		dd->dd_name = dt->dt_name ? dt_xstrdup(dt->dt_name) : NULL;
		dd->dd_keys = dt->dt_keys;
		dd->dd_bitfield = dt->dt_bitfield;
	}
	return dnp;
}

/* A TYPE node; with no specifiers, the "..." of a variable argument list. */
static dt_node_t *
dt_make_type(dt_dspec_t *ds, dt_dtor_t *dt)
{
	dt_tname_t *tn = dt_xalloc(sizeof(dt_tname_t));
	dt_node_t *dnp = dt_node_type(tn);	/* owns tn */

	dt_fill_tname(tn, ds, dt);
	if (dt != NULL && dt->dt_name != NULL)	/* a parameter's name */
		dnp->dn_string = dt_xstrdup(dt->dt_name);
	if (dt != NULL && dt->dt_keys != NULL)
		dnerror(dnp, D_DECL_ARRSUB, "associative arrays are not "
		    "permitted in a type name");
	dt_decl_process(yypcb, dnp);
	return dnp;
}

/*
 * A parameter of a function prototype or an array's key.  As in DTrace,
 * its storage class may only be register; one declared as an associative
 * array (`int f(int a[int])`) is a dynamic variable, which the prototype's
 * check refuses by its position (dt_proto_check(), dt_cook_decl_key()).
 */
static dt_node_t *
dt_make_param(dt_dspec_t *ds, dt_dtor_t *dt)
{
	dt_node_t *keys = dt != NULL ? dt->dt_keys : NULL, *dnp;

	if (ds->ds_class != DT_DC_NONE && ds->ds_class != DT_DC_REGISTER)
		xyerror(D_DECL_PARMCLASS, "inappropriate storage class for "
		    "function or associative array parameter");
	if (keys != NULL)
		dt->dt_keys = NULL;
	dnp = dt_make_type(ds, dt);
	if (keys != NULL)
		dnp->dn_flags |= DT_NF_DYNPARAM;
	return dnp;
}

/* A whole declaration: one DECL node per declarator, each processed. */
static dt_node_t *
dt_make_declaration(dt_dspec_t *ds, dt_dtor_t *list)
{
	dt_node_t *nodes = NULL, *dnp;
	dt_dtor_t *dt = list;

	do {
		dnp = dt_make_decl(ds, dt);
		dt_decl_process(yypcb, dnp);
		nodes = LINK(nodes, dnp);
		dt = dt != NULL ? dt->dt_next : NULL;
	} while (dt != NULL);
	return nodes;
}

/* Is a parameter plain void (not void *, not an array)? */
static int
dt_param_is_void(const dt_node_t *p)
{
	const dt_tname_t *tn = p->dn_tname;

	return tn->tn_ptr == 0 && tn->tn_ndims == 0 &&
	    strcmp(tn->tn_base, "void") == 0;
}

/*
 * A function prototype's parameters, checked as DTrace checks them
 * (variable arguments, void and unnamed parameters are allowed): a void
 * parameter has no name and is the only one; names are not repeated.
 */
static void
dt_proto_check(dt_node_t *params)
{
	dt_node_t *p, *q;
	int i = 1, v = 0;

	for (p = params; p != NULL; p = p->dn_list, i++) {
		if (p->dn_flags & DT_NF_DYNPARAM)
			dnerror(p, D_DECL_PROTO_TYPE, "function prototype may "
			    "not use parameter of type dynamic variable: %s, "
			    "parameter #%d", p->dn_string != NULL ?
			    p->dn_string : "(anonymous)", i);
		v += dt_param_is_void(p);
		if (dt_param_is_void(p) && p->dn_string != NULL)
			dnerror(p, D_DECL_PROTO_NAME, "void parameter may not "
			    "have a name: %s", p->dn_string);
		for (q = params; p->dn_string != NULL && q != p; q = q->dn_list)
			if (q->dn_string != NULL &&
			    strcmp(q->dn_string, p->dn_string) == 0)
				dnerror(p, D_DECL_PROTO_FORM, "parameter is already "
				    "declared in function prototype: %s, parameter "
				    "#%d", p->dn_string, i);
	}
	if (v != 0 && params->dn_list != NULL)
		xyerror(D_DECL_PROTO_VOID, "void must be sole parameter");
}

/* A function's parameters, checked; a list of just (void) is the empty list. */
static dt_node_t *
dt_make_params(dt_node_t *params)
{
	dt_proto_check(params);
	if (params->dn_list == NULL && dt_param_is_void(params))
		return NULL;
	return params;
}

/* x[args]; for an aggregation @a[keys] the keys go into the AGG node. */
static dt_node_t *
dt_make_index(dt_node_t *left, dt_node_t *args)
{
	if (left->dn_kind == DT_NODE_AGG && left->dn_aggtup == NULL) {
		left->dn_aggtup = args;
		return left;
	}
	if (left->dn_kind == DT_NODE_AGG)
		dnerror(left, D_AGG_MDIM, "improper attempt to reference @%s as "
		    "a multi-dimensional array", left->dn_string);
	return dt_node_op2(DT_OP_INDEX, left, args);
}

static dt_node_t *
dt_make_call(dt_node_t *fn, dt_node_t *args)
{
	dt_node_t *dnp;

	if (fn->dn_kind != DT_NODE_IDENT)
		dnerror(fn, D_FUNC_IDENT, "function designator is not of "
		    "function type");
	dnp = dt_node_func(dt_steal(fn), args);
	dnp->dn_line = fn->dn_line;
	return dnp;
}

/* A probe given by its numeric id. */
static dt_node_t *
dt_make_pdesc_id(dt_node_t *num)
{
	char buf[32];
	dt_node_t *dnp;

	static const char *const what[] = { "providers", "modules", "functions" };

	if (num->dn_kind == DT_NODE_INT && yypcb->pcb_pspec >= 0 &&
	    yypcb->pcb_pspec < DTRACE_PROBESPEC_NAME)	/* dtrace -f 4.56 */
		dnerror(num, D_PDESC_INVAL, "probe identifier %llu not permitted "
		    "when specifying %s", (unsigned long long)num->dn_value,
		    what[yypcb->pcb_pspec]);
	if (num->dn_kind != DT_NODE_INT)
		dnerror(num, D_PDESC_INVAL, "invalid probe identifier");
	if (num->dn_value > UINT32_MAX)
		dnerror(num, D_PDESC_INVAL, "identifier %llu exceeds maximum "
		    "probe id", (unsigned long long)num->dn_value);
	if (dt_probe_by_id(yypcb->pcb_hdl, (dtrace_id_t)num->dn_value) == NULL)
		dnerror(num, D_PDESC_INVAL, "invalid probe identifier %llu: %s",
		    (unsigned long long)num->dn_value,
		    dtrace_errmsg(yypcb->pcb_hdl, EDT_BADID));
	snprintf(buf, sizeof(buf), "%llu", (unsigned long long)num->dn_value);
	dnp = dt_node_pdesc(dt_xstrdup(buf));
	memset(dnp->dn_desc, 0, sizeof(dtrace_probedesc_t));
	dnp->dn_desc->id = (dtrace_id_t)num->dn_value;
	return dnp;
}
