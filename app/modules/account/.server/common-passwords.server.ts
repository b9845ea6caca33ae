/**
 * The passwords attackers try first, for the password policy (account.rules.ts adds the shapes).
 * Server only: about 17 KB the storefront's register form need not download; a refusal comes back
 * from the API on the password field like the other rules.
 *
 * Source: SecLists "Passwords/Common-Credentials/10k-most-common.txt" (MIT licence,
 * github.com/danielmiessler/SecLists). Two parts, both lower case:
 * - PASSWORDS: the entries of that list the other rules let through (8 characters or more with a
 *   letter and a digit); the rest are refused as too weak anyway.
 * - WORDS: the letters-only entries of 4 letters or more from the top of that list (about the first
 *   1,100 ranks): the words people build "word + digits" passwords on. A password whose base word
 *   (account.rules.ts passwordBaseWords: "Monkey2024!" gives "monkey") is one of them is refused.
 */
import { passwordBaseWords } from "#app/modules/account/account.rules";

const PASSWORDS = `
063dyjuy 085tzzqi 1234abcd 1234qwer 12locked 12qwaszx 151nxjmt 154ugeiu 1a2b3c4d 1letmein 1michael
1million 1passwor 1q2w3e4r 1q2w3e4r5t 1qaz2wsx 1qazxsw2 1x2zkg8w 201jedlz 20spanks 23skidoo 368ejhih
380zliki 383pdjvl 474jdvff 50spanks 551scasi 554uzpad 55bgates 5wr2i7h8 69camaro 766rglqy 863abgsg
8j4ye3uz 911turbo a1234567 a1b2c3d4 aaaaaaa1 abc12345 abcd1234 abcdefg1 access14 access99 allison1
alpha123 america1 andyod22 anthony1 anthony7 apollo13 apple123 arizona1 arsenal1 asdf1234 asshole1
austin31 b929ezzh babylon5 basebal1 baseball1 beatles1 bigdick1 birthday1 birthday4 blink182
blue1234 brandon1 broncos1 bubba123 bubbles1 buddy123 buffalo1 bulldog1 cameron1 captain1 care1839
cartman1 cbr900rr cezer121 charles1 charlie1 charlie123 charlie2 chelsea1 chester1 chicago1 chicken1
chris123 claudia1 corvet07 cowboys1 cricket1 crystal1 csfbr5yy cygnusx1 dad2ownu dapzu455 death666
destiny1 devil666 diamond1 digital1 dilbert1 dodgers1 dolphin1 dragon12 dragon69 dreamer1 drummer1
eclipse1 england1 express1 f00tball fatluvr69 favorite2 favorite6 ferrari1 ffvdj474 fishing1
flyers88 football1 fordf150 formula1 fortune12 frankie1 freedom1 front242 fuckoff1 fuckyou1 fuckyou2
gabriel1 gandalf1 gateway1 gateway2 general1 genesis1 gfxqx686 gizmodo1 gnasher23 gordon24 green123
gregory1 gsxr1000 happy123 hawaii50 heather1 hello123 hihje863 hooters1 hotmail0 hotmail1 houston1
huskers1 hzze929b iloveyou1 iloveyou2 iqzzt580 isacs155 iverson3 jackass1 jackson1 jackson5 james007
jasmine1 jessica1 jo9k2jw2 johnson1 jordan23 jupiter1 jupiter2 just4fun kcj9wx5n kordell1 kristin1
letmein1 letmein2 letmein22 lincoln1 luv2epus madison1 marcius2 marines1 marino13 mash4077 master12
matthew1 maxwell1 mazda626 mazdarx7 melanie1 melissa1 mercury1 michael1 michael2 misfit99 money123
monkey12 monster1 montana1 mounta1n mustang1 mustang2 mustang5 mustang6 mwq6qlzo myspace1 nancy123
nascar24 natalie1 natasha1 ncc1701a ncc1701d ncc1701e ncc74656 nemrac58 newpass6 newyork1 nirvana1
nwo4life ozlq6qwm pa55w0rd pa55word packers1 paladin1 pantera1 panther1 pass1234 passw0rd passwor1
password1 password2 password9 patches1 patrick1 peaches1 penguin1 perfect1 phantom1 phoenix1
playboy1 playboy2 pool6123 porn4life porsche1 porsche9 postov1000 prelude1 primetime21 private1
ptfe3xxp pumpkin1 pussy123 pussy4me q1w2e3r4 qcmfd454 quant4307s qwer1234 qwert123 qwerty12
qwerty123 r2d2c3po raiders1 rainbow1 rainbow6 rangers1 rasta220 rebecca1 richard1 rt6ytere rush2112
russell1 sabrina1 samsung1 sanity72 satan666 save13tx scooter1 scorpio1 shadow12 shannon1 skeeter1
skipper1 slimed123 soccer10 soccer11 soccer12 sooners1 spartan1 special1 spencer1 ssptx452 stanley1
stephen1 stewart1 success1 summer69 summer99 test1234 testing1 therock1 thumper1 thunder1 tiffany1
tiger123 tmjxn151 trinity1 trooper1 trouble1 trumpet1 turkey50 vampire1 vanessa1 vikings1 voyager1
warrior1 welcome1 wg8e3wjf william1 winston1 winter99 wp2003wp wrinkle1 wrinkle5 xxxxxxx1 yamahar1
yankees1 yankees2 year2005 yqlgr667 yvtte545 yy5rbfsc zachary1 zaq12wsx zaq1xsw2 zxcvbnm1
`;

const WORDS = `
aaaa aaaaa aaaaaa aaaaaaaa aardvark aaron abcd abcdef abcdefg abcdefgh abgrtyu access accord action
adam adidas admin adrian adult airborne airforce airplane alabama alaska albert alberto alex
alexande alexandr alexis alfred alicia alison allen allison alpha alpine always alyssa amanda
amateur amber america american anakin anal anderson andrea andreas andrew andy angel angela angels
animal anna anthony antonio apache apollo apple apples april aragorn archie arizona arnold arsenal
arthur artist asdasd asdf asdfasdf asdfg asdfgh asdfghjk ashley asian asshole assman athena atlanta
atlantis auburn audrey august aurora austin autumn avalon avatar awesome azerty babe babes baby
babydoll babygirl babylon badass badboy badger baggins bailey ball baller balls bambam banana bang
bangkok barbara barbie barney baseball basket basketba bass bassman bastard batman baxter bbbbbb
beach beagle bear beatles beauty beaver beavis beer beetle beng benjamin benson berlin bernard
bernie bertha bian bianca biao bigboobs bigboy bigcock bigdaddy bigdick bigdog bigfoot biggie bigguy
bigmac bigman bigone bigred bigtits bill billy billybob bing bingo bird birdie birthday biscuit
bishop bitch bitches biteme black blackie blade blades blaster blazer blizzard blonde blondes
blondie blow blowjob blowme blue bluebird bluemoon blues bluesky bobafett bobbob bobby bobcat bobo
boeing bollocks bomber bond bondage bones bonnie boobies booboo boobs booger boogie boomer booty
boss boston bottom bowling bradley brandi brandon brandy braves brazil brenda brendan brian brianna
britney brittany bronco broncos brooke brooklyn brooks brother brown browns bruce bruins brutus
bubba bubble bubbles buck buckeye buckeyes buddha buddy budlight buffalo buffy bulldog bulldogs
bullet bullshit bunny burger burton bush business buster butt butter butterfl butthead buttons
byteme cactus cadillac caesar callie calvin camaro camera cameron campbell canada cancer candy cang
cannon capital captain cardinal carlos carmen carolina caroline carrie carter cartman casey casino
casper cassie castle catdog catfish cats cavalier celtic ceng cessna chai champion chan chance
chandler chang change changeme chao chaos charger charles charlie charlott cheese chelsea chen cheng
cherokee cherry cheryl chester chevelle chevy cheyenne chicago chichi chicken chicks chiefs chipper
chocolat chong chopper chou chris chrissy christ christia christin christop christy chronic chuai
chuan chuang chubby chuck chui chun chuo cindy claire classic claudia clayton clifford clinton
clitoris cobra cocacola cock cocks coco cody coffee colleen college collins colorado colors compaq
computer concrete cong connie connor consumer content control cookie cookies cool cooper copper
corona corvette cotton cougar country courtney cowboy cowboys coyote crazy cream creampie creamy
creative cricket crimson crystal cuan cumming cumshot cunt cunts curious curtis daddy daisy dakota
dallas dancer dang danger daniel danielle danni danny dark darkness darkside darkstar darren dave
david dawg daytona dddddd death debbie december deedee deftones delta deng denise dennis denver
design desire destiny detroit devil devils dexter diablo diamond diamonds dian diao dick dickhead
diesel dietcoke digger digital dilbert dillon ding dirty disney doctor dodge dodger dodgers dogg
doggie doggy dogs dollar dolphin dolphins domino donald dong donkey douglas dragon dragons dream
dreamer dreams driver drizzt drowssap drpepper drummer duan ducati duck dude dudley duke duncan
dustin eagle eagles eatme eclipse eddie edward einstein elaine electric elephant elizabet elvis
emerald emily eminem empire energy engineer england enigma enjoy enter enterpri eric erotic escort
eugene everton explorer express extreme falcon family fang fantasy farmer faster fatcat father felix
fender feng ferrari ferret fetish ficken finger fire fireball fireman fish fisher fishing flash
flight flipper florence florida flower flowers fluffy flyers foobar football ford forest forever
forget fossil foster france francis frank frankie franklin freak freaky fred freddie freddy fredfred
free freedom freeman freepass freeuser french friday friend friends frog froggy frontier fuck fucked
fucker fuckers fucking fuckit fuckme fuckoff fuckyou funtime future gabriel galaxy galore gambit
gandalf gang garcia garden garfield gateway gators gemini general genesis geng genius george georgia
geronimo getsome ghost giants gibson ginger girl girls gizmo global gloria goblue goddess godzilla
goforit gogogo gold goldberg golden goldfish goldie golf golfer gong goober good google gordon
gotcha gracie graham granny great green greenday greg gregory griffin groovy guai guan guang
guinness guitar gundam gunner hahaha hamilton hamlet hammer hamster hang hannah hannibal hansolo
happy hard hardcore harder hardon harley harold harris harrison harry harvey hawaii hawkeye head
heather heaven hector hellfire hello help helpme hendrix heng henry hentai herbert hercules herman
highland hilton hiphop history hitman hobbes hobbit hockey holden holiday holland holly hollywoo
holmes home homer honda honey hong hooker hooters hornet horney horny horse horses hotdog hotmail
hotrod hotsex hotstuff hottie house houston howard huai huan huang hummer hungry hunter hunting
huskers ibanez icecream iceman iloveyou impala indian indiana indians indigo infantry infinity
insane inside integra internet ireland irish ironman isabelle island iwantu jack jackass jackie
jackoff jackson jacob jaguar jake james jamie january japan japanese jasmine jason jasper jazz jeep
jeff jeffrey jennifer jenny jeremy jerome jerry jersey jessica jessie jester jesus jian jiang jiao
jimmy jing jiong jjjjjj joanna joanne joejoe joey john johnny johnson joker jonathan jones jordan
joseph joshua juan juice julian julie jumper jungle junior jupiter justice justin justme juventus
kaiser kang kansas karate karen katana kathleen katie kawasaki keeper kelly kelsey keng kennedy
kenneth kermit kevin killer kimberly king kinky kiss kitten kitty kkkkkk knicks knight kodiak kong
kramer kristen kristin kuai kuan kuang kyle lacrosse ladies lady lakers lalala lancer lang larry
lasvegas latin latino laura lauren lawrence leather legend leng lennon leonard lesbian lesbians
leslie lestat letmein lian liang liao liberty lick licker lickme life lifehack light lights lincoln
linda lindsay lindsey ling liquid lisa little liverpoo liverpool lizard lobster logan logitech
london lonewolf long longhorn looking loser louise love lovelove lovely loveme lover loverboy lovers
loveyou luan lucas lucifer lucky lucy luke luther machine maddie maddog madison madman madmax
madness madonna maggie magic magnum maiden malibu manager mang maniac manson manutd marathon marcus
margaret maria mariah marie marina marine marines marino marion mark markus marlboro marley marlin
marshall martha martin martina marvin mary maryjane massive master masters matrix matt matthew
mature maurice maverick maxima maximus maxwell melanie melissa member mememe memphis meng mercedes
mercury merlin metallic metallica mexico miami mian miao michael michele michelle michigan mickey
microsoft midnight mike mikey miller millie million milton mine ming minnie miranda mission missy
mister mistress misty mitchell mmmmmm mnbvcxz molly monday money mongoose monica monkey monroe
monster montana montreal mookie moon moose morgan morpheus morris morrison mother mountain mouse
movie mozart muffin mulder murphy murray muscle music musicman mustang mylove nadine naked nang
nascar nasty natalie natasha nathan naughty nelson nemesis neng network newman newport newton
newyork nian niang niao nicholas nick nicolas nicole nigger nikita nikki niners ning ninja nintendo
nipple nipples nirvana nissan nolimit none nong nookie norman norton nothing november nuan nugget
nylons october office oldman oliver olivia omega online open openup orange orion orlando oscar
outlaw pacific packard packers pakistan paladin palmer pamela panama pandora pang pantera panther
panthers panties panzer paradise paris parker parrot party pascal pass passion passport password
patches patricia patrick patriots patton paul pavilion peace peaches peanut pearljam pebbles
peekaboo peewee pegasus pencil peng penguin penis penny people pepper pepsi perfect pervert pete
peter phantom philip phillip philly phoenix photo photos phpbb pian piao picard pickle pics picture
pierre piglet pimp pimpin ping pink pioneer pirate pirates pitbull pizza planet plastic platinum
playboy player please pleasure poison pokemon polaris police polo pontiac poohbear pookie poop
poopoo popcorn popeye porn porno porsche potter power powers pppppp precious predator prelude
presario preston pretty prince princess private psycho pumpkin purple pussie pussies pussy pussycat
pussys putter pyramid python qazwsx qazxsw qian qiang qiao qing qiong qqqqqq quality quan qwer qwert
qwertyui qwertz rabbit racecar racerx rachel racing raider raiders rainbow raistlin random randy
rang ranger rangers raptor rascal raven ravens raymond ready reaper rebecca reddog redhead redman
redneck redrum redskins redsox redwings reggie regina remember renegade reng review richard richie
rick ripper robbie robert roberto robin rock rocker rocket rocks rockstar rocky rodney roland
rolltide rommel ronald rong ronnie rooster roscoe rose rosebud ruan rubber runner russell russia
rusty ryan sabrina sadie sailing sailor saints sally salmon samantha sammie sammy sampson samson
samsung samuel samurai sandman sandra sandy sang sarah sasha saturn savage savannah scarface school
scooby scooter scorpio scorpion scotland scott scotty scully search seattle secret security seminole
semperfi seng serenity service sesame seven sexsex sexual sexy shadow shaggy shai shamrock shan
shang shannon shao shark sharks sharon shasta shaved shei sheila shelby shelly shemale shen sheng
sherlock sherman sherry shirley shit shithead shooter short shorty shotgun shou showme shua shuai
shuan shuang shui shun shuo sidney sierra silver simon simone simple simpson simpsons singer single
sister skeeter skipper skippy skyline skywalke slayer slick slipknot slut sluts small smile smiles
smiley smith smitty smoke smoker smokey smooth snake snakes snapper snatch snickers sniper snoopy
snow snowball snowman soccer softball soldier song sophia sophie spanking spanky sparky spartan
special speed speedy spencer spider spiderma spike spirit spitfire spooky sports spring sprite
spunky spyder squirt srinivas ssssss stacey stallion standard stanley star stardust stargate stars
startrek starwars stealth steelers stefan stella stephani stephen sterling steve steven stewart
sticky stimpy stinger stingray stinky stocking stone stonecol stones storm stormy street strider
strike strip stud stuff stupid suan subaru sublime success suck sucker suckit suckme sucks sugar
summer sundance sunday sunny sunset sunshine super superfly superman surfer surfing susan suzuki
swallow sweet sweetie sweetpea sweety swimming swinger swordfis sydney sylvia system tang tanker
tanner target tarheel tarheels tarzan tattoo taurus taylor tazman teacher techno teddy teen teens
teng tennis teresa terry test tester testing testtest texas thailand theman theone therock thomas
thuglife thumper thunder tian tiao tickle tiffany tiger tigers tigger tight timber time timothy tina
ting tinker tintin titanic titans tits titty tomcat tommy tomtom tong tony topgun tornado toronto
toshiba tottenha toyota tracey trains transam travel travis tree trevor trigger trinity tristan
triumph trixie trojan trombone trooper trouble truck trucker trucks trumpet trunks tttttt tuan
tucker turbo turkey turner turtle tweety tyler ultimate unicorn united user vader vagina valentin
valerie vampire vanessa vanhalen vegeta velvet veronica vertigo vette victor victoria victory video
viking vikings vincent violet viper virgin virginia vision voodoo voyager walker wallace walter wang
wanker warcraft warlock warren warrior water waterloo waters watson wayne weasel webster weed
welcome weng wesley western westham westside wetpussy whatever wheels whiskey white whitney whore
whynot wicked wildcat wildcats william williams willie willow willy wilson window windows winner
winnie winston winter wizard wolf wolfgang wolfman wolfpack wolverin wolves woman wombat women
wonder woody wordpass world wrangler wutang wwwwww xavier xfiles xian xiang xiao xing xiong xuan
xxxx xxxxx xxxxxx yahoo yamaha yang yankee yankees yellow ying yomama yong young yoyoyo ytrewq yuan
yvonne zachary zang zeng zeppelin zhai zhan zhang zhao zhei zhen zheng zhong zhou zhua zhuai zhuan
zhuang zhui zhun zhuo zipper zombie zong zuan zxcv zxcvb zxcvbn zxcvbnm zzzzzz
`;

let lists: { passwords: Set<string>; words: Set<string> } | undefined;

/** Parsed once, on first use. */
function load() {
  const set = (text: string) => new Set(text.split(/\s+/).filter(Boolean));
  lists ??= { passwords: set(PASSWORDS), words: set(WORDS) };
  return lists;
}

/** Whether a password is on the list, or is one of the listed words dressed up with digits and symbols. */
export function isCommonPassword(password: string): boolean {
  const { passwords, words } = load();
  const pw = password.toLowerCase();
  return passwords.has(pw) || passwordBaseWords(pw).some((w) => words.has(w));
}

/** For tests: how big the lists are. */
export function commonPasswordListSizes() {
  const { passwords, words } = load();
  return { passwords: passwords.size, words: words.size };
}
