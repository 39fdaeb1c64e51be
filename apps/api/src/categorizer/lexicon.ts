// Language knowledge for WhatsApp Portuguese. Every entry is written folded (lower case, no
// accents): the categoriser folds the text before it looks anything up.

/** Abbreviations and slang, expanded before stop-word removal and stemming. */
export const ABBREVIATIONS: Readonly<Record<string, string>> = {
  vc: 'voce',
  vcs: 'voces',
  ce: 'voce',
  oce: 'voce',
  pfv: 'por favor',
  pfvr: 'por favor',
  pls: 'por favor',
  plz: 'por favor',
  porfa: 'por favor',
  qto: 'quanto',
  qnto: 'quanto',
  qt: 'quanto',
  qnt: 'quanto',
  qtos: 'quantos',
  qts: 'quantos',
  qnts: 'quantos',
  qta: 'quanta',
  tb: 'tambem',
  tbm: 'tambem',
  tmb: 'tambem',
  tbem: 'tambem',
  q: 'que',
  oq: 'o que',
  oque: 'o que',
  pq: 'porque',
  hj: 'hoje',
  hje: 'hoje',
  amnh: 'amanha',
  blz: 'beleza',
  mto: 'muito',
  mt: 'muito',
  mta: 'muita',
  mtos: 'muitos',
  td: 'tudo',
  tds: 'todos',
  msm: 'mesmo',
  n: 'nao',
  naum: 'nao',
  nn: 'nao',
  eh: 'e',
  tah: 'ta',
  to: 'estou',
  tou: 'estou',
  dps: 'depois',
  vlw: 'valeu',
  vlww: 'valeu',
  obg: 'obrigado',
  obgd: 'obrigado',
  obgda: 'obrigada',
  brigado: 'obrigado',
  brigada: 'obrigada',
  flw: 'falou',
  cmg: 'comigo',
  ctg: 'contigo',
  kd: 'cade',
  agr: 'agora',
  qdo: 'quando',
  qd: 'quando',
  qq: 'qualquer',
  qlq: 'qualquer',
  qlqr: 'qualquer',
  ngm: 'ninguem',
  alg: 'alguem',
  algm: 'alguem',
  alguen: 'alguem',
  algem: 'alguem',
  sla: 'sei la',
  mds: 'meu deus',
  fds: 'fim de semana',
  nd: 'nada',
  aki: 'aqui',
  aq: 'aqui',
  vdd: 'verdade',
  orc: 'orcamento',
  orcam: 'orcamento',
  zap: 'whatsapp',
  wpp: 'whatsapp',
  whats: 'whatsapp',
  tel: 'telefone',
  end: 'endereco',
  info: 'informacao',
  infos: 'informacoes',
  add: 'adicionar',
  bjs: 'beijos',
  abs: 'abraco',
  gnt: 'gente',
  tmj: 'tamo junto',
  pfvor: 'por favor',
  // goods and services
  cel: 'celular',
  cell: 'celular',
  smartphone: 'celular',
  note: 'notebook',
  pc: 'computador',
  computa: 'computador',
  net: 'internet',
  arcondicionado: 'ar condicionado',
  arcond: 'ar condicionado',
  maq: 'maquina',
  geladera: 'geladeira',
  dog: 'cachorro',
  doguinho: 'cachorro',
  cat: 'gato',
  refri: 'refrigerante',
  cerva: 'cerveja',
  breja: 'cerveja',
  dr: 'doutor',
  dra: 'doutora',
  vet: 'veterinario',
  veti: 'veterinario',
  fisio: 'fisioterapia',
  psico: 'psicologo',
  odonto: 'odontologia',
  oftalmo: 'oftalmologista',
  gineco: 'ginecologista',
  apto: 'apartamento',
  ape: 'apartamento',
  ap: 'apartamento',
  facul: 'faculdade',
  niver: 'aniversario',
  aniver: 'aniversario',
  manut: 'manutencao',
  tattoo: 'tatuagem',
  tatoo: 'tatuagem',
  tatu: 'tatuagem',
  bujao: 'botijao',
  butijao: 'botijao',
  botija: 'botijao',
  gaz: 'gas',
  motoca: 'moto',
  bike: 'bicicleta',
  bikes: 'bicicleta',
  magrela: 'bicicleta',
  tv: 'televisao',
  tvs: 'televisao',
  ubber: 'uber',
  hamburger: 'hamburguer',
  burger: 'hamburguer',
  burgers: 'hamburguer',
  burguer: 'hamburguer',
  pizzas: 'pizza',
  chopp: 'chope',
  eletrecista: 'eletricista',
  padoca: 'padaria',
  cacetinho: 'pao frances',
  aipim: 'mandioca',
  macaxeira: 'mandioca',
  jerimum: 'abobora',
  bergamota: 'tangerina',
  mexerica: 'tangerina',
  bodega: 'mercearia',
  varejao: 'sacolao',
  xis: 'lanche',
  dindin: 'geladinho',
  sacole: 'geladinho',
  carreto: 'frete',
  fretinho: 'frete',
  guinxo: 'guincho',
  dagua: 'agua',
  dgua: 'agua',
};

/**
 * Function words and chit-chat that say nothing about what the person needs.
 * Also the request words: "tem", "preciso", "alguem" appear in every category's messages.
 */
export const STOPWORDS: ReadonlySet<string> = new Set(
  `a o as os um uma uns umas de do da dos das d no na nos nas num numa em e ou ao aos à para pra pro pros pras
  por pela pelas com sem sob sobre ate apos entre contra desde que se nao sim ja la ali aqui ai
  ca cá lo la me te lhe nos vos eu tu ele ela eles elas voce voces meu minha meus minhas teu tua seu sua
  seus suas nosso nossa dele dela deles delas isso isto aquilo esse essa esses essas este esta estes estas
  aquele aquela aqueles aquelas mesmo mesma tambem muito muita muitos muitas pouco pouca mais menos bem mal
  so somente apenas ainda entao porem mas pois porque pq como quando onde quem qual quais quanto quanta
  quantos quantas cade tudo todo toda todos todas nada algo alguem ninguem algum alguma alguns algumas
  cada outro outra outros outras qualquer quaisquer tal tais
  ser sou es e somos sao era eram foi foram sera seria estar estou esta estamos estao estava estavam
  esteve ta tao to tava ter tenho tem temos tinha tinham teve tera teria tiver ha haver houve
  fazer faz faco fazem fazendo feito fez faria fazia
  ir vou vai vamos vao indo ido fui ia iria
  poder posso pode podem podia poderia conseguir consigo consegue
  dar da dou deu dando dar saber sei sabe sabem sabia conhecer conhece conhecem conheco
  querer quero quer queria querendo gostaria gostar adoraria
  precisar preciso precisa precisamos precisando precisava necessito necessitando
  procurar procuro procura procurando buscando achar acho acha
  ver vejo ve viu vendo olhar olha
  dizer diz disse falar falo fala falou falando
  indica indicar indique indicacao indicacoes recomenda recomendacao recomendar
  alguem alguma ajuda ajudar ajude socorro urgente urgencia rapido rapida agora hoje amanha ontem depois
  antes cedo tarde noite dia dias semana mes ano hora horas horario minuto minutos vez vezes sempre nunca
  logo ainda breve ja
  oi ola ei eae eai opa salve bom boa bons boas tarde noite dia obrigado obrigada obrigadu valeu agradeco
  grato grata gratidao beleza blz tudo bem otimo otima legal show top massa tranquilo certo certeza claro
  ok okay oks okey beijo beijos abraco abracos kk k rs rsrs haha hahaha hehe kkk ksks
  favor por gente pessoal povo galera amigo amiga amigos vizinho vizinha vizinhos vizinhanca grupo
  senhor senhora moço moca mano mana cara
  aqui perto proximo proxima regiao bairro cidade centro zona rua avenida redondeza redondezas
  sabado domingo segunda terca quarta quinta sexta feira fim final finais feriado
  valor valores preco precos quanto custa custo custar fica sai sair barato barata caro cara orcamento
  orcamentos cobra cobram cobrar pagar pago paga
  contato numero telefone whatsapp zap chama chamar ligar liga ligacao mensagem msg
  favor urgente urgentemente possivel alguem ajudar
  coisa coisas negocio tipo jeito forma maneira pouquinho
  novo nova novos novas velho velha usado usada grande pequeno pequena melhor pior bom boa otimo
  ir vir vem venha vindo chegar chega chegou
  tbm tambem ne neh ue uai eita nossa vixe oxe oxi poxa putz affs afff aff
  uns umas lá`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

/**
 * Generic words that do appear in category texts ("conserto de sapato", "loja de roupas") but say
 * little on their own: they keep a small weight.
 */
export const WEAK_WORDS: ReadonlySet<string> = new Set(
  `conserto consertar conserta consertos arrumar arruma arrumo instalar instala instalacao trocar troca
  trocou manutencao servico servicos loja lojas casa lar comprar compro compra vender vendo vende venda
  entrega entregar entrega entregam delivery profissional profissionais tecnico tecnica empresa aula
  aulas curso cursos limpeza limpar limpa material materiais produto produtos
  geral atendimento atende atendem domicilio personalizado personalizada sob medida
  fazer feito peca pecas equipamento aparelho aparelhos quebrou quebrado quebrada estragou estragado
  funciona funcionando parou problema problemas defeito`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

/** Words typical of mass-marketing and scams; two of them (or a link) make a message spam. */
export const SPAM_WORDS: ReadonlySet<string> = new Set(
  `ganhe ganhar dinheiro renda extra clique clica clicar acesse acessar link imperdivel sorteio premio
  premiado bitcoin cripto investimento investir lucro lucre trabalhe emprestimo consignado aposta apostas
  bet cassino cupom compartilhe compartilhar divulgue gratis gratuito inscreva inscricao oferta ofertas
  promocao promocoes desconto descontos liquidacao exclusivo exclusiva ultimas vagas seguidores
  privado inbox faturar fature faturando lucrar lucrando milionario`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

/** Words of complaints about a past service: a complaint is not a request for one. */
export const COMPLAINT_WORDS: ReadonlySet<string> = new Set(
  `pessimo pessima horrivel horroroso absurdo absurda reclamacao reclamar reclamando descaso vergonha
  palhacada lixo enganado enganada golpe golpista procon decepcionado decepcionada desrespeito
  ridiculo ridicula incompetente incompetencia porcaria mal atendido atendida nunca ninguem respondeu
  responde demora demorou novamente`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

/** Words that mark a real request; they soften the complaint rule. */
export const REQUEST_WORDS: ReadonlySet<string> = new Set(
  `preciso precisa precisando quero queria gostaria procuro procurando alguem tem indica indicacao
  quanto onde orcamento conserta arruma faz vende entrega compro alugo`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

/**
 * A concept groups the words people use for one kind of good or service. A category whose name
 * or keywords contain a core word of a concept also answers to the concept's other words, so a
 * category created with a handful of keywords still understands everyday phrasing.
 * `core` words define the concept (they activate it for a category); `related` words only
 * evoke it in a message (parts, symptoms, typical objects).
 */
export type Concept = { id: string; core: readonly string[]; related: readonly string[] };

function concept(id: string, core: string, related: string): Concept {
  const split = (list: string) =>
    list
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry.length > 0);
  return { id, core: split(core), related: split(related) };
}

export const CONCEPTS: readonly Concept[] = [
  // --- vehicles ---
  concept(
    'pneu',
    'pneu, pneus, borracharia, borracheiro, borracheira, calibragem, calibrar, camara de ar, estepe, remendo de pneu',
    'aro, furado, furou, furo, murcho, murchou, remold, remoldado, recapado, recauchutado, vulcanizacao, step, pneu careca, calibra, prego no pneu, rodas, roda, alinhamento, balanceamento, jogo de pneu, pneu de moto, pneu de carro, pneu de bicicleta, pneu de bike, pneu furado, pneu murcho, remendar, remendar pneu, vulcanizar, trocar pneu, troca de pneu, bico do pneu, desempeno de roda, desempenar roda, roda torta, alinhar, balancear, geometria, calibrar pneu, pneu novo, pneu usado, pneu meia vida',
  ),
  concept(
    'mecanica',
    'mecanico, mecanica, oficina, oficina mecanica, motor do carro, retifica, mecanico a domicilio, auto center',
    'motor, embreagem, freio, freios, pastilha, pastilhas, suspensao, amortecedor, amortecedores, cambio, troca de oleo, oleo do motor, revisao, junta do cabecote, cabecote, radiador, superaquecendo, esquentando, fumaca, injecao eletronica, correia dentada, correia, escapamento, bico injetor, vela de ignicao, barulho no carro, rolamento, homocinetica, direcao hidraulica, fluido, arrefecimento, bomba de combustivel, carburador, motor fundiu, carro falhando, falhando, engasgando, carro morrendo, morrendo, luz da injecao, check engine, oleo, filtro, troca de filtro, vazando oleo, superaquecimento, fervendo, ferveu, barulho, batendo, rangendo, chiado, cheiro de queimado, freio ruim, disco de freio, cambio automatico, cambio duro, revisao completa, scanner automotivo, diagnostico, coxim, bieleta, bandeja, pivo, terminal de direcao, kit de correia, bomba dagua do carro, junta, retifica de motor',
  ),
  concept(
    'autopecas',
    'autopecas, auto pecas, peca de carro, pecas de carro, peca automotiva, pecas automotivas, loja de pecas',
    'filtro de oleo, filtro de ar, retrovisor, para choque, parachoque, paralama, palheta, limpador de parabrisa, farol, lanterna traseira, parabrisa, pastilha de freio, disco de freio, kit embreagem, amortecedor, vela, correia, bateria automotiva, oleo lubrificante, lampada de farol, calota, maçaneta, peca usada, pecas usadas, desmanche, peca original, peca paralela',
  ),
  concept(
    'eletrica-automotiva',
    'eletrica automotiva, eletricista automotivo, autoeletrica, auto eletrica, eletrica do carro, eletricista de carro, eletricista de auto, auto eletrico',
    'farol, farois, farol do carro, lanterna do carro, bateria do carro, bateria de carro, bateria arriou, bateria descarregada, alternador, motor de arranque, arranque, nao pega, nao da partida, partida, fusivel, chicote, pane eletrica, farol queimado, vidro eletrico, trava eletrica, luz do painel, painel apagou, chupeta, luz da injecao, luz no painel, luz acesa no painel, painel do carro, injecao eletronica, alarme de carro, alarme automotivo, som automotivo, instalar som, instalacao de som, farol de milha, xenon, farol de led, lampada do farol, buzina, seta, pisca alerta, carro nao pega, carro nao liga, moto nao pega, bateria fraca, descarregou, bateria descarregou, bateria arriada, carga na bateria, retrovisor eletrico',
  ),
  concept(
    'guincho',
    'guincho, reboque, rebocar, auto socorro, plataforma, prancha, guincheiro, guincho 24h, guincho 24 horas, reboque 24h',
    'carro quebrou, quebrou na estrada, pane, carro parado, carro nao liga, moto quebrou, levar o carro, socorro mecanico, atolado, atolou, capotou, acidente, transporte de veiculo, transporte de veiculos, transportar carro, transportar moto, levar carro, levar moto, levar a moto, rebocado, rebocar carro, reboca, carro enguicado, enguicou, carro morreu, pane seca, acabou a gasolina, cegonha, reboque de moto, guincho de moto, socorro 24h, assistencia 24h, carro atolado, carro quebrado, moto nao liga, carro parou',
  ),
  concept(
    'lavagem-veiculo',
    'lava jato, lava rapido, lavajato, lavagem de carro, lavar carro, lavar o carro, estetica automotiva, lavacao, lava a seco, lavagem a seco de carro, lava car',
    'lavagem, polimento, cristalizacao, enceramento, cera, espelhamento, higienizacao interna, higienizacao de banco, aspirar, aspiracao, vitrificacao, lavagem completa, lavagem simples, lavagem de moto, lavar moto, higienizacao de carro, limpeza de banco, lavagem de banco, lavagem de motor, lavagem tecnica, lavagem por dentro, lavar por dentro, lavar o carro por dentro, aspirar o carro, limpeza interna',
  ),
  concept(
    'funilaria',
    'funilaria, funileiro, lanternagem, lanterneiro, martelinho de ouro, pintura automotiva, pintura de carro, chapeacao, chapeador, funilaria e pintura, pintura de moto, desamassar, desamassamento',
    'amassado, amassou, amassei, lataria, arranhado, arranhao, arranhou, riscado, ralado, batida, bati o carro, bateram no carro, retoque, para choque, parachoque, paralama, capo, porta amassada, polir, pintar o carro, pintar carro, ferrugem no carro, polimento, cristalizacao, espelhamento, vitrificacao, pintar moto, pintar a moto, retoque de pintura, tinta automotiva, batida na porta, amassadinho, riscos, arranhoes, martelinho, capo amassado, pintura queimada, pintura descascando, verniz do carro, pintura do carro, carro batido',
  ),
  concept(
    'som-automotivo',
    'som automotivo, som de carro, som pro carro, som no carro, acessorios automotivos, insulfilm, insufilme, pelicula automotiva',
    'som, alto falante, auto falante, subwoofer, sub, modulo, amplificador, multimidia, central multimidia, radio do carro, caixa de som, corneta, tweeter, equalizador, camera de re, sensor de estacionamento, alarme de carro, alarme automotivo, trava, pelicula, vidro escuro, kit multimidia, bluetooth no carro, instalar som, instalacao de som, alarme, trava eletrica, vidro eletrico, som no carro, instalar multimidia',
  ),
  concept(
    'veiculo',
    'carro, carros, veiculo, veiculos, automovel, automoveis, automotivo, automotiva, moto, motos, motocicleta, caminhao, caminhonete, utilitario',
    'gol, uno, palio, celta, corsa, onix, hb20, fiesta, ka, sandero, civic, corolla, strada, saveiro, hilux, fusca, biz, titan, cg, fan, pop, factor, kombi, fiorino',
  ),
  concept(
    'despachante',
    'despachante, despachantes, documentacao de veiculo, documento do carro, documento da moto, licenciamento, transferencia de veiculo',
    'ipva, transferencia, crlv, crv, dut, detran, multa, multas, vistoria, emplacamento, placa do carro, placa mercosul, renavam, recurso de multa, segunda via, documento atrasado, licenciamento atrasado, recibo do carro, cnh, renovar cnh, renovacao da cnh, pontos na carteira, transferir carro, transferencia do carro, documento do veiculo, licenciar, emplacar',
  ),
  concept(
    'autoescola',
    'autoescola, auto escola, cfc, habilitacao, tirar carta, tirar a carta, tirar cnh, tirar habilitacao, carteira de motorista, primeira habilitacao',
    'cnh, aula de direcao, aulas de direcao, baliza, instrutor, instrutora, legislacao, prova pratica, prova teorica, exame de direcao, categoria a, categoria b, mudanca de categoria, perdi o medo de dirigir, aprender a dirigir, dirigir, direcao, carteira de motorista, carteira de habilitacao, tirar carteira, auto escola, exame pratico, legislacao de transito, simulador, moto escola',
  ),
  // --- transport ---
  concept(
    'taxi',
    'taxi, taxista, uber, motorista particular, motorista de aplicativo, transporte particular, carro com motorista, transfer',
    'corrida, corridas, aeroporto, rodoviaria, levar ate, buscar no, carona, viagem, viajar, motorista, chofer, traslado, 99pop, van, levar ao aeroporto, motorista pra viagem, transporte de passageiros, fretamento, corrida pro aeroporto, levar e buscar',
  ),
  concept(
    'entrega',
    'motoboy, motoboys, motofrete, entregador, entregadora, tele entrega, teleentrega, leva e traz, courier, servico de entrega, motoboy 24h, entrega rapida, servico de motoboy',
    'entrega, entregas, entregar, encomenda, encomendas, pacote, pacotes, buscar encomenda, levar documento, documento, delivery, motoca, moto, frete rapido, levar um documento, buscar um documento, levar encomenda, entregar encomenda, levar uma chave, levar chave, entrega expressa, entregador de aplicativo',
  ),
  concept(
    'mudanca',
    'frete, fretes, carreto, carretos, mudanca, mudancas, caminhao de mudanca, transportadora, fretista, mudanca residencial, mudanca comercial, caminhao bau',
    'transportar, transporte, levar moveis, carregar, mudar de casa, carretinha, caminhonete, kombi, fiorino, bau, ajudante, montar e desmontar, guarda moveis, geladeira e fogao, levar sofa, levar cama, levar geladeira, levar fogao, levar movel, levar armario, levar maquina, levar uns moveis, transporte de moveis, carreteiro, mudanca pequena, desmontar moveis, descarregar, frete barato, carreto barato, pickup, furgao, mudar de apartamento, vou me mudar',
  ),
  concept(
    'transporte-escolar',
    'transporte escolar, van escolar, perua escolar, tio da van, tia da van',
    'levar na escola, buscar na escola, van, escola',
  ),
  // --- house and construction ---
  concept(
    'eletricidade',
    'eletricista, eletrica, eletrico, eletricidade, instalacao eletrica, rede eletrica, parte eletrica, eletricista 24h, eletricista residencial',
    'disjuntor, disjuntores, tomada, tomadas, fiacao, fio, fios, curto, curto circuito, chuveiro, resistencia do chuveiro, chuveiro queimou, lampada, lampadas, interruptor, quadro de luz, quadro de energia, quadro eletrico, energia, luz, sem luz, sem energia, faltou luz, padrao de energia, relogio de luz, medidor, choque, dando choque, spot, luminaria, lustre, ventilador de teto, voltagem, tensao, 220v, 110v, aterramento, fusivel, cabo, cabeamento, queda de energia, caiu a energia, desarmando, disjuntor desarmando, trifasico, bifasico, faisca, faiscando, soltando faisca, cheiro de queimado, fio desencapado, tomada derretida, tomada queimada, chuveiro nao esquenta, chuveiro frio, chuveiro queimado, trocar chuveiro, instalar chuveiro, trocar disjuntor, padrao de luz, entrada de energia, ligacao de energia, instalar ventilador, instalar lustre, luminarias, fita de led, iluminacao, luz piscando, lampada queimada, tomada nao funciona, queda de luz, sem luz em casa, chuveiro desarmando, disjuntor caindo, caiu o disjuntor, extensao, benjamin',
  ),
  concept(
    'hidraulica',
    'encanador, encanamento, hidraulica, hidraulico, instalacao hidraulica, bombeiro hidraulico, encanador 24h, caca vazamento',
    'vazamento, vazando, vaza, vazou, cano, canos, cano furado, cano estourado, torneira, torneiras, torneira pingando, pingando, descarga, caixa acoplada, valvula de descarga, registro, caixa dagua, caixa de agua, infiltracao, sifao, pia, agua quente, aquecedor, boia, bomba dagua, bomba de agua, sem agua, falta de agua, conexao, tubulacao, tubo, pvc, chuveiro vazando, vaso sanitario, reparo hidraulico, hidrometro, pressao da agua, cano estourou, estourou, cano quebrado, cano vazando, vazamento de agua, vazamento escondido, conta de agua alta, conta de agua, torneira quebrada, trocar torneira, trocar registro, trocar sifao, rabicho, engate flexivel, chuveiro pingando, descarga vazando, descarga nao para, caixa acoplada vazando, aquecedor a gas, pressurizador, gotejando, umidade na parede, parede molhada, mancha de umidade, deteccao de vazamento, geofone, agua vazando, torneira pingando direto',
  ),
  concept(
    'entupimento',
    'desentupidora, desentupir, desentupimento, entupido, entupida, entupiu, entupimento, desentope, desentupa, limpa fossa, desentupidora 24h, desentupir pia, desentupir vaso, limpeza de fossa, limpeza de caixa de gordura',
    'esgoto, fossa, fossa septica, caixa de gordura, ralo, ralo entupido, pia entupida, vaso entupido, privada, retornando, voltando agua, voltando esgoto, cheiro de esgoto, sumidouro, hidrojateamento, caminhao limpa fossa, rede de esgoto, cano entupido, nao desce, nao escoa, escoar, escoando, transbordando, transbordou, vaso transbordando, privada entupida, ralo voltando, agua voltando, pia nao desce, mau cheiro, cheiro ruim no ralo, caixa de inspecao, vaso sanitario entupido, vaso, descarga nao desce, hidrojato, sugador, caminhao sugador, esgoto entupido, esgoto voltando, ralo do box, ralo do banheiro',
  ),
  concept(
    'material-construcao',
    'material de construcao, materiais de construcao, deposito de material, loja de material, casa de material, materiais para construcao, loja de tintas, casa de tintas, deposito de construcao',
    'cimento, areia, tijolo, tijolos, bloco, blocos, brita, pedra, cal, argamassa, ferro, vergalhao, telha, telhas, madeira, piso, pisos, ceramica, porcelanato, rejunte, azulejo, tubo, massa corrida, saco de cimento, cimento cola, laje, coluna, viga, tabua, caibro, ripa, prego, parafuso, ferragens, ferragem, material hidraulico, material eletrico, tinta, verniz, cano pvc, caixa dagua, caixa de agua, impermeabilizante, manta asfaltica, drywall, tinta acrilica, lata de tinta, galao de tinta, areia lavada, pedra brita, cimento cp, bloco de concreto, tijolo baiano, piso ceramico, cal hidratada, telha colonial, telha de fibrocimento, caixa d agua, vaso sanitario novo, loucas, metais, torneira nova',
  ),
  concept(
    'obra',
    'pedreiro, pedreiros, mestre de obras, construtora, empreiteiro, empreiteira, obra, obras, construcao civil, reforma, reformas, reformar casa, mao de obra',
    'reforma, reformar, construir, construcao, muro, laje, reboco, rebocar, assentar piso, assentamento, contrapiso, alvenaria, servente, ajudante de pedreiro, puxadinho, calcada, rachadura, trinca, levantar parede, parede, fundacao, alicerce, telhado, telha, goteira, calha, impermeabilizacao, infiltracao, umidade, mofo, gesso, gesseiro, forro, drywall, azulejista, piso, revestimento, demolicao, entulho, cacamba, porcelanato, levantar muro, construir muro, fazer muro, reboco caindo, emboco, chapisco, churrasqueira de alvenaria, area gourmet, ampliacao, aumentar a casa, reforma do banheiro, reforma de banheiro, reforma da cozinha, quebrar parede, derrubar parede, demolir, sapata, baldrame, concretagem, concreto, fazer uma laje, bater laje, assentar porcelanato, assentar azulejo, trocar piso, piso porcelanato, muro caindo, rachadura na parede, trinca na parede',
  ),
  concept(
    'cacamba',
    'cacamba, cacambas, cacamba de entulho, aluguel de cacamba',
    'entulho, retirar entulho, tirar entulho, restos de obra',
  ),
  concept(
    'pintura-predial',
    'pintor, pintores, pintura residencial, pintura predial, pintar casa, pintar parede, pintar a casa, pintar apartamento, pintar o apartamento, pintura de parede, pintura de casa, pintura de apartamento',
    'pintar, pintura, tinta, parede, paredes, textura, grafiato, massa corrida, lixar, demao, verniz, descascando, fachada, emassar, selador, acrilica, latex, rolo, teto, muro, repintar, repintura, pintar quarto, pintar sala, pintar fachada, pintar muro, pintar portao, parede descascando, tinta descascando, mofo, parede com mofo, cimento queimado, efeito cimento queimado, emassamento, lixamento, pintar apto, textura na parede, passar textura',
  ),
  concept(
    'chaveiro',
    'chaveiro, chaveiros, copia de chave, copiar chave, abertura de porta, abrir porta, fechadura, chaveiro 24h, chaveiro 24 horas',
    'chave, chaves, fechaduras, trancado, trancada, tranquei, trancou, perdi a chave, perdi as chaves, chave quebrou, chave quebrada, cadeado, tetra, miolo, cofre, chave codificada, chave do carro, chave de carro, porta trancada, trocar segredo, segredo da fechadura, fechadura digital, chave canivete, tranca, fechadura eletronica, fechadura biometrica, trocar fechadura, trocar miolo, miolo da fechadura, chave tetra, chave yale, trancou por dentro, porta emperrada, abrir a porta, abrir carro, abrir o carro, abrir cadeado, abrir cofre, chave presa, chave emperrada, chave reserva, copias de chave',
  ),
  concept(
    'vidracaria',
    'vidracaria, vidraceiro, vidro, vidros, blindex, box de vidro, box de banheiro, vidro temperado, vidraceiro 24h, box para banheiro, box pra banheiro',
    'box, espelho, espelhos, janela de vidro, porta de vidro, temperado, vitrine, vidro quebrado, quebrou o vidro, vidro trincado, tampo de vidro, guarda corpo, sacada de vidro, fechamento de sacada, envidracamento, vidro da janela, janela quebrada, trocar vidro, vidro quebrou, box quebrou, espelho sob medida, espelho de banheiro, mesa de vidro, vidro de mesa, porta de blindex, janela de blindex, fechamento de varanda, envidracamento de sacada, cortina de vidro, pele de vidro, vidro laminado, vidro fume, vidro jateado, vitro, vitros, basculante, tampo de blindex, prateleira de vidro',
  ),
  concept(
    'marcenaria',
    'marceneiro, marcenaria, moveis planejados, movel planejado, moveis sob medida, movel sob medida, planejados, marcenario',
    'moveis, movel, armario, armarios, guarda roupa, guarda roupas, sob medida, planejado, planejada, madeira, mdf, mdp, cozinha planejada, estante, rack, painel de tv, porta de madeira, montador de moveis, montagem de moveis, montar moveis, montar guarda roupa, gaveta, gavetas, dobradica, prateleira, closet, bancada, cama, mesa de madeira, restaurar movel, roupeiro, cozinha sob medida, armario embutido, guarda roupa embutido, reforma de moveis, restauracao de moveis, porta de armario, corredica, puxador, moveis de madeira, mesa sob medida, nicho, painel ripado, ripado, bancada de madeira, cama sob medida, porta do guarda roupa, gaveta quebrada, armario de cozinha, armario de banheiro, movel planejado',
  ),
  concept(
    'montagem-moveis',
    'montador, montador de moveis, montagem de moveis, montar moveis, montar guarda roupa, montagem, montar movel',
    'desmontar, montar, guarda roupa, armario, cama, rack, montar rack, montar cama, montar armario, montar estante, montar escrivaninha, desmontar e montar',
  ),
  concept(
    'serralheria',
    'serralheiro, serralheria, serralharia, portao, portoes, grade, grades, solda, soldador, soldar, estrutura metalica, serralheiro 24h, portao de ferro, portao de aluminio, grade de janela',
    'corrimao, ferro, aluminio, esquadria, esquadrias, janela de ferro, janela de aluminio, toldo, cobertura metalica, policarbonato, portao de garagem, portao basculante, portao de correr, grade de protecao, escada de ferro, metalon, guarda corpo de ferro, portao arrastando, portao emperrado, portao caindo, trilho do portao, roldana, soldagem, conserto de portao, escada metalica, escada caracol, mezanino, metal, metalica, metalico, estrutura de ferro, pe de mesa de ferro, solda em ferro, tela de protecao, alambrado, gradil, porta de ferro, corrimao de escada',
  ),
  concept(
    'ar-condicionado',
    'ar condicionado, ar condicionados, split, climatizacao, climatizador, refrigeracao, ar split, ar de janela, instalacao de ar condicionado, manutencao de ar condicionado, tecnico de ar condicionado',
    'higienizacao de ar, limpeza de ar, gas do ar, carga de gas, btus, btu, nao gela, nao esta gelando, gelando, pingando agua, evaporadora, condensadora, instalacao de ar, inverter, climatizar, ar quente, ar frio, instalar split, instalar ar, ar pingando, ar nao gela, ar nao liga, limpeza de ar condicionado, higienizacao de ar condicionado, 9000 btus, 12000 btus, 18000 btus, ar split, ar de janela, desinstalar ar, mudar o ar de lugar, ar fazendo barulho, ar',
  ),
  concept(
    'eletrodomestico',
    'eletrodomestico, eletrodomesticos, assistencia tecnica de eletrodomesticos, linha branca, refrigeracao domestica, conserto de eletrodomesticos, tecnico de eletrodomesticos, tecnico de geladeira, tecnico de maquina de lavar, conserto de geladeira, conserto de maquina de lavar, conserto de fogao, conserto de microondas',
    'geladeira, geladeiras, refrigerador, freezer, maquina de lavar, lavadora, lava e seca, micro ondas, microondas, fogao, forno, forno eletrico, tanquinho, secadora, lava loucas, lava louca, airfryer, air fryer, fritadeira, liquidificador, batedeira, ventilador, cooktop, depurador, coifa, bebedouro, purificador, televisao, smart tv, tv de led, nao gela, nao centrifuga, nao esquenta, nao liga, borracha da geladeira, motor da geladeira, placa da maquina, microondas nao esquenta, fogao nao acende, frigobar, adega climatizada, forno nao acende, boca do fogao, acendimento automatico, geladeira nao gela, geladeira fazendo barulho, geladeira parou, maquina nao centrifuga, maquina de lavar roupa, maquina nao liga, centrifuga, nao acende, vazando agua, eletroportateis, panela eletrica, cafeteira, aspirador, aspirador de po, ferro de passar, secadora de roupa, gelar, gelando, parou de gelar, esquentar',
  ),
  concept(
    'eletronico',
    'eletronica, eletronico, eletronicos, conserto de tv, conserto de televisao, tecnico de tv',
    'televisao, smart tv, tv, tela da tv, som, home theater, videogame, playstation, xbox, controle remoto, antena, parabolica, caixa de som, receptor, conversor, placa, tv nao liga, tela da televisao, conserto de som, videogame nao liga, controle de videogame, conserto de videogame, caixa de som bluetooth',
  ),
  concept(
    'antena',
    'antena, antenas, antenista, parabolica, tv a cabo, sky',
    'sinal da tv, canais, receptor, apontar antena, instalar antena',
  ),
  concept(
    'gas',
    'gas, gas de cozinha, botijao, botijoes, gas glp, glp, revenda de gas, distribuidora de gas, disk gas, disque gas, gas de botijao',
    'p13, p45, p20, recarga de gas, troca de gas, acabou o gas, entrega de gas, gas encanado, vasilhame, casco, registro de gas, mangueira de gas, gas acabou, gas p13, troca de botijao, botijao de 13kg, botijao de 13, entrega de botijao, valvula do gas, regulador de gas, gas pra hoje',
  ),
  concept(
    'agua-mineral',
    'agua mineral, galao, galao de agua, galoes, agua de galao, garrafao, garrafao de agua, distribuidora de agua, disk agua, disque agua, entrega de agua, agua de 20 litros, galao de 20 litros',
    'agua, 20 litros, 20l, mineral, bombona, agua potavel, agua para beber, bebedouro, suporte de galao, entrega de agua, garrafao, agua 20l, fardo de agua, agua com gas, agua sem gas, garrafinha de agua, troca de galao',
  ),
  concept(
    'seguranca-eletronica',
    'camera, cameras, cftv, camera de seguranca, cameras de seguranca, alarme, alarmes, cerca eletrica, monitoramento, seguranca eletronica, instalacao de cameras, camera de vigilancia, interfone, alarme residencial',
    'concertina, portao eletronico, motor de portao, motor do portao, controle do portao, interfone, video porteiro, porteiro eletronico, sensor de presenca, sensor, dvr, nvr, camera ip, camera wifi, fechadura eletronica, controle de acesso, seguranca, vigilancia, vigia, ronda, portao automatico, camera no celular, ver pelo celular, alarme monitorado, interfone nao funciona, controle de portao, cftv, seguranca do condominio, vigilante',
  ),
  concept(
    'solar',
    'energia solar, placa solar, placas solares, painel solar, paineis solares, fotovoltaico, fotovoltaica, sistema solar, aquecedor solar',
    'solar, inversor, conta de luz, economizar energia, reduzir conta de luz, kwp, usina solar, limpeza de placa',
  ),
  concept(
    'piscina',
    'piscina, piscinas, piscineiro, limpeza de piscina, manutencao de piscina, piscineiro semanal, tratamento de piscina, limpeza de piscinas',
    'cloro, agua verde, bomba da piscina, filtro da piscina, clarificante, algicida, ph da agua, aspirar piscina, vinil, piscina de fibra, construir piscina, prainha, hidromassagem, ofuro, spa, piscina verde, agua da piscina, tratamento de agua da piscina, ph, limpar piscina, capa de piscina, aquecimento de piscina, aquecedor de piscina, troca de areia do filtro',
  ),
  concept(
    'jardinagem',
    'jardineiro, jardinagem, jardim, paisagismo, paisagista, roçada, rocada, rocar, capina, capinar, corte de grama, cortar grama, poda de arvore',
    'grama, gramado, cortar grama, corte de grama, poda, podar, arvore, arvores, planta, plantas, mato, limpar terreno, limpeza de terreno, terreno sujo, cerca viva, adubo, terra, muda, mudas, vaso de planta, horta, folhas, irrigacao, rocadeira, quintal, quintal sujo, mato alto, terreno baldio, capinar terreno, rocar terreno, plantar, plantio, grama esmeralda, grama batatais, podar arvore, cortar arvore, remocao de arvore, arvore caindo, galhos, folhas secas, jardim vertical, horta em casa, adubacao, poda de cerca viva',
  ),
  concept(
    'limpeza',
    'diarista, faxina, faxineira, faxineiro, limpeza residencial, limpeza de casa, limpar casa, limpar a casa, empregada domestica, domestica, passadeira, limpeza pos obra, faxina pos obra, limpeza pesada, faxineira diarista, diarista semanal, diarista quinzenal',
    'limpeza, limpar, faxinar, limpar apartamento, limpar o apartamento, limpeza de apartamento, passar roupa, lavar banheiro, arrumar casa, organizar casa, limpeza pesada, limpeza de escritorio, limpeza comercial, higienizacao de sofa, limpeza de sofa, lavar sofa, limpeza de estofado, limpeza de tapete, lavar tapete, limpeza de colchao, vidros, janelas, limpeza de vidros, limpar vidros, limpeza de janelas, lavar quintal, lavar garagem, lavar calcada, limpeza de condominio, organizacao de casa, personal organizer, passar e lavar, lavar e passar, moca pra limpar, moca pra passar roupa, alguem pra limpar, limpeza semanal, limpeza geral, limpeza da casa, limpeza de casa',
  ),
  concept(
    'higienizacao-estofados',
    'higienizacao de sofa, limpeza de sofa, lavar sofa, limpeza de estofado, lavagem de estofado, impermeabilizacao de sofa, higienizacao de estofados, higienizacao de colchao, lavagem de sofa, lavar colchao, limpeza de colchao, limpeza de tapete, lavagem de tapete, limpeza de carpete, impermeabilizacao de estofado, impermeabilizar sofa, limpeza a seco de sofa, higienizacao de cadeiras, limpeza de cadeiras, lavagem de cadeiras, higienizacao de banco de carro, higienizacao de poltrona, lavagem de estofados',
    'sofa, estofado, estofados, colchao, tapete, carpete, cadeiras, poltrona, poltronas, puff, cadeira estofada, cadeiras estofadas, mancha no sofa, xixi no sofa, xixi no colchao, acaro, acaros, impermeabilizacao, impermeabilizar, banco de carro, bancos do carro, lavagem a seco, limpeza a seco, higienizacao',
  ),
  concept(
    'dedetizacao',
    'dedetizacao, dedetizar, dedetizadora, dedetizador, controle de pragas, desratizacao, descupinizacao, desinsetizacao, sanitizacao, descupinizar, desratizar, controle de pragas urbanas, dedetizadora 24h',
    'barata, baratas, cupim, cupins, rato, ratos, ratazana, camundongo, formiga, formigas, escorpiao, escorpioes, pulga, pulgas, percevejo, percevejos, carrapato, carrapatos, mosquito, mosquitos, pernilongo, praga, pragas, traca, tracas, aranha, aranhas, morcego, pombo, pombos, infestacao, infestado, veneno, inseto, insetos, bicho, aplicar veneno, veneno pra barata, veneno para barata, veneno pra rato, veneno para rato, ratoeira, cupinzeiro, formigueiro, mosquito da dengue, fumace, nebulizacao, lacraia, centopeia, taturana, abelha, abelhas, vespa, vespas, marimbondo, enxame, colmeia, retirada de abelhas, caramujo, caramujos, lesma, pulga no quintal, carrapato no quintal',
  ),
  concept(
    'pisos',
    'piso, pisos, porcelanato, porcelanatos, ceramica, azulejo, azulejos, revestimento, revestimentos, azulejista, assentamento de piso, colocador de piso, piso laminado, piso vinilico',
    'rejunte, rejuntar, assentar, assentar piso, contrapiso, rodape, nivelamento, argamassa colante, cimento cola, pastilha, ladrilho, taco, piso solto',
  ),
  concept(
    'gesso',
    'gesso, gesseiro, drywall, forro de gesso, sanca, gesso e drywall, parede de drywall, forro de pvc, rebaixamento de teto',
    'forro, rebaixamento, rebaixar teto, moldura de gesso, divisoria, sanca de gesso, teto, pvc, divisoria de drywall, parede divisoria, parede leve, forro pvc, rebaixar o teto, teto rebaixado, luz embutida, spot embutido, sanca aberta, sanca fechada, moldura, cortineiro de gesso, nicho de gesso, acabamento de gesso, gesso liso, gesso 3d, placa de gesso, rachadura no gesso, teto de gesso, gesso caindo',
  ),
  concept(
    'marmoraria',
    'marmoraria, marmorista, marmore, granito, pia de granito, bancada de granito',
    'bancada, soleira, peitoril, pedra, quartzo, silestone, lavatorio, tampo',
  ),
  concept(
    'estofaria',
    'estofador, estofaria, tapecaria, tapeceiro, reforma de sofa, reformar sofa, estofar, estofamento, reformar estofado, reforma de estofado, reforma de cadeira, reformar cadeira',
    'sofa, estofado, poltrona, cadeira, espuma, tecido, capa de sofa, banco de carro, assento rasgado, assento, encosto, cabeceira estofada, cabeceira, banco da moto, banco de moto, forrar, forracao, capa de banco, trocar espuma, trocar tecido, courino, corino',
  ),
  concept(
    'colchao',
    'colchao, colchoes, loja de colchao, cama box, box bau',
    'travesseiro, travesseiros, cama, casal, solteiro, queen, king, ortopedico, molas, colchao de casal, colchao de solteiro, colchao ortopedico, colchao de molas, cama box, box bau',
  ),
  concept(
    'moveis-loja',
    'loja de moveis, moveis, movel, moveis usados, moveis novos',
    'sofa, mesa, cadeira, cadeiras, guarda roupa, armario, estante, rack, comoda, cama, beliche, painel, escrivaninha, poltrona, colchao, comprar sofa, sofa novo, comprar cama, mesa de jantar, cadeira de escritorio, guarda roupa novo, moveis baratos, sala de jantar, cadeiras de jantar',
  ),
  concept(
    'telhado',
    'telhado, telhados, telhadista, calha, calhas, rufo, conserto de telhado, reforma de telhado',
    'telha, telhas, goteira, goteiras, pingando do teto, chovendo dentro, vazando do teto, cumeeira, madeiramento, manta, impermeabilizacao de laje, telha quebrada, trocar telha, trocar telhas, goteira no quarto, chovendo dentro de casa, infiltracao no teto, telhado vazando, calha entupida, limpeza de calha, rufos, forro molhado, madeiramento do telhado, telha de barro, telha de amianto, telha sanduiche',
  ),
  concept(
    'poco',
    'poco artesiano, poco, pocos, cisterna',
    'perfuracao, bomba submersa, lencol, agua de poco',
  ),
  // --- food and drink ---
  concept(
    'restaurante',
    'restaurante, restaurantes, comida, refeicao, refeicoes, marmita, marmitas, marmitex, quentinha, quentinhas, self service, prato feito, almoco, almocar, jantar, janta, marmitaria, comida caseira, marmita fit, marmita fitness, marmitas congeladas, comida congelada, congelados, pf',
    'comida caseira, feijoada, churrasco, churrascaria, rodizio, comida japonesa, japones, sushi, temaki, yakisoba, comida chinesa, parmegiana, file, frango assado, galeto, peixe, frutos do mar, a la carte, executivo, buffet por quilo, por quilo, kilo, comida mineira, comida nordestina, baiao, moqueca, strogonoff, lasanha, macarronada, feijao tropeiro, rodizio de pizza, delivery de comida, comer, fome, cardapio, prato, pratos, acai, congelado, comida fit, comida saudavel, almoco executivo, delivery de almoco, entrega de almoco, kit marmita, marmita semanal, marmitas da semana, feijao com arroz, arroz e feijao, bife, bife acebolado, frango grelhado, salada, sopa, caldo, caldos, comida pronta, comida por quilo, rodizio de carne, comida arabe, comida italiana, massas, massa fresca, macarrao caseiro, lasanha congelada, escondidinho, jantinha, espetinho',
  ),
  concept(
    'pizza',
    'pizza, pizzas, pizzaria, pizzarias',
    'calzone, borda recheada, broto, brotinho, calabresa, mussarela, muçarela, marguerita, margherita, portuguesa, quatro queijos, frango com catupiry, catupiry, pizza grande, pizza media, meia meia, rodizio de pizza, forno a lenha, esfiha, esfirra',
  ),
  concept(
    'lanche',
    'lanche, lanches, lanchonete, lanchonetes, hamburguer, hamburgueria, hamburguers, cachorro quente, hot dog, pastel, pastelaria, salgado, salgados, x tudo, x salada, x burguer, x bacon, x egg, salgadeira, cento de salgado, cento de salgados, salgados fritos, salgados congelados, crepe, crepes, tapioca, pastel de feira',
    'burguer, smash, batata frita, porcao, porcoes, coxinha, coxinhas, kibe, quibe, esfiha, empada, enroladinho, misto quente, misto, beirute, bauru, espetinho, tapioca, crepe, suco, sucos, vitamina, milkshake, acai, cuscuz, sanduiche, sanduba, baguete, lanche natural, trailer, dogao, podrao, fritas, onion rings, risole, bolinha de queijo, salgadinho, salgadinhos, pastel de carne, pastel de queijo, caldo de cana, acai na tigela, hot dog, cachorro quente, x tudo, wrap, batata recheada, porcao de batata, combo, combo de lanche, lanche com batata, lanche e refri',
  ),
  concept(
    'padaria',
    'padaria, padarias, panificadora, pao, paes, pao frances, padeiro, padaria artesanal, pao artesanal',
    'pao de queijo, pao de sal, pao careca, pao doce, pao caseiro, pao integral, broa, rosca, sonho, bisnaga, cafe da manha, baguete, bolacha, biscoito, torrada, pao de forma, sovado, filao, cueca virada, croissant, mortadela, presunto, queijo, leite, frios, bolo simples, fornada, salgado assado, entrega de cafe da manha, pao quente, pao frances, bolo de padaria, mussarela, queijo prato, fatiado, fatiados, salame, peito de peru, pao de batata, pao sem gluten, padeiro',
  ),
  concept(
    'mercado',
    'mercado, mercados, supermercado, supermercados, mercearia, mercadinho, minimercado, atacadao, atacarejo, emporio, armazem, venda',
    'compras, compras do mes, arroz, feijao, oleo de soja, oleo de cozinha, acucar, cafe, leite, macarrao, farinha, sal, cesta basica, produtos de limpeza, sabao, sabao em po, detergente, amaciante, papel higienico, fralda, fraldas, biscoito, bolacha, enlatado, margarina, manteiga, ovo, ovos, bandeja de ovos, refrigerante, cerveja, agua sanitaria, desinfetante, shampoo, sabonete, creme dental, pasta de dente, achocolatado, farofa, tempero, molho de tomate, milho, queijo, presunto, iogurte, compras de mercado, entrega de mercado, oleo, cafe em po, fralda infantil',
  ),
  concept(
    'acougue',
    'acougue, acougues, casa de carnes, carnes, carne, acougueiro, boutique de carnes, carnes nobres, casa de carne',
    'picanha, alcatra, costela, frango, linguica, carne moida, moida, patinho, maminha, contra file, contrafile, file mignon, cupim, fraldinha, musculo, acem, coxao, chuleta, bisteca, lombo, pernil, carne de porco, carne suina, bovina, asa de frango, coxinha da asa, peito de frango, coracao de frango, kit churrasco, carne pra churrasco, churrasco, bife, bifes, file, costelinha, carne seca, charque, miudos, figado, bucho, mocoto, costela de boi, costela bovina, carne de sol, linguica toscana, linguica caseira, frango caipira, galinha caipira, frango inteiro, cortes especiais, espeto, espetos, torresmo, carne de carneiro, cordeiro, bode, cabrito, carvao, tomahawk, ancho, chorizo, prime rib, file de frango, coxa e sobrecoxa',
  ),
  concept(
    'hortifruti',
    'hortifruti, hortifrutti, sacolao, quitanda, feira, feirante, verdurao, fruteira, frutas e verduras, feira livre',
    'verdura, verduras, legume, legumes, fruta, frutas, banana, tomate, alface, cebola, batata, laranja, maca, mamao, abacate, abacaxi, melancia, melao, uva, morango, limao, manga, cenoura, beterraba, chuchu, abobrinha, abobora, mandioca, couve, repolho, brocolis, pimentao, alho, cheiro verde, coentro, salsinha, tangerina, maracuja, goiaba, organico, organicos, pepino, quiabo, jilo, inhame, batata doce, cesta de frutas, frutas picadas, salada de frutas, verduras organicas, cesta de organicos, rucula, atacado de frutas, legumes frescos, temperos frescos, ovos caipira',
  ),
  concept(
    'doces',
    'bolo, bolos, doce, doces, docinhos, confeitaria, confeiteira, confeiteiro, doceira, doceria, brigadeiro, brigadeiros, torta doce, bolo de aniversario, bolo de pote, bolo personalizado, bolo confeitado, encomenda de bolo, docinhos de festa, doces finos, bolo no pote',
    'cupcake, bem casado, bem casados, pudim, sobremesa, chocolate, ovo de pascoa, trufa, trufas, beijinho, cajuzinho, bolo decorado, bolo caseiro, bolo de festa, torta, tortas, cento de doces, naked cake, mousse, pave, cheesecake, brownie, cocada, rapadura, paçoca, geladinho, sorvete, sorveteria, picole, dindin, sacole, acai, chantilly, pasta americana, doce de leite, bombom, bombons, cookie, cookies, donut, sonho, torta doce, brigadeiros, docinhos, doce de festa, bolo de pote, chantininho, bolo de chocolate, bolo de cenoura, cone trufado, pirulito de chocolate, pao de mel, palha italiana, doce, doces',
  ),
  concept(
    'bebidas',
    'adega, distribuidora de bebidas, deposito de bebidas, bebida, bebidas',
    'cerveja, cervejas, latao, latinha, chope, vinho, vinhos, whisky, vodka, cachaca, pinga, gin, energetico, refrigerante, refrigerantes, gelo, carvao, long neck, engradado, caixa de cerveja, destilado, destilados, narguile, essencia, tabacaria, cigarro, cerveja gelada, gelo em cubo, saco de gelo, entrega de bebida, disk bebida, vinho tinto, chopp, barril de chope, chopeira',
  ),
  concept(
    'sorvete',
    'sorvete, sorvetes, sorveteria, picole, picoles, gelateria, acai, acaiteria',
    'milkshake, casquinha, sundae, geladinho, sacole, dindin, chup chup, acai na tigela, copo de acai, pote de sorvete, paleta mexicana, frozen, pote de acai, acai no copo, sorvete de massa, picole caseiro',
  ),
  concept(
    'cafeteria',
    'cafeteria, cafe, cafes, cafe expresso, cappuccino, coffee',
    'cafe da manha, brunch, pao de queijo, croissant, espresso, latte',
  ),
  concept(
    'peixaria',
    'peixaria, peixe, peixes, frutos do mar, pescado',
    'camarao, tilapia, salmao, bacalhau, sardinha, lula, polvo, caranguejo, siri, marisco, file de peixe, peixe fresco, file de tilapia, camarao fresco, peixe limpo, bacalhau para pascoa',
  ),
  // --- health ---
  concept(
    'farmacia',
    'farmacia, farmacias, drogaria, drogarias, remedio, remedios, medicamento, medicamentos, manipulacao, farmacia de manipulacao, drogaria 24h, farmacia 24h, farmacia 24 horas, farmacia de plantao',
    'dipirona, paracetamol, antibiotico, amoxicilina, receita, receita medica, generico, genericos, pomada, xarope, termometro, teste de gravidez, insulina, anticoncepcional, dorflex, buscopan, ibuprofeno, nimesulida, omeprazol, losartana, dramin, neosaldina, novalgina, vitamina c, soro, curativo, band aid, gaze, esparadrapo, fralda geriatrica, aferir pressao, medir pressao, glicemia, plantao, farmacia de plantao, 24 horas, dor de cabeca, febre, gripe, remedio controlado, tarja preta, fita de glicemia, seringa, fralda, fraldas, fralda infantil, absorvente, protetor solar, repelente, preservativo, camisinha, teste de covid, vitaminas, colirio, soro fisiologico, inalador, nebulizador, aparelho de pressao, medidor de glicose, remedio pra dor, remedio pra gripe, aferir a pressao, medir a pressao, injecao, aplicar injecao, entrega de remedio, comprimido, capsula, antialergico',
  ),
  concept(
    'dentista',
    'dentista, dentistas, odontologia, odontologico, odontologica, consultorio odontologico, clinica odontologica, ortodontista, ortodontia, implante dentario, dentista 24h, dentista de plantao, emergencia odontologica, odontopediatra, dentista infantil, clinica dentaria',
    'dente, dentes, canal, tratamento de canal, carie, aparelho nos dentes, aparelho ortodontico, aparelho dental, manutencao do aparelho, implante, protese dentaria, dentadura, chapa, extracao, extrair, arrancar dente, siso, limpeza de dente, limpeza dos dentes, clareamento, clareamento dental, gengiva, dor de dente, restauracao, obturacao, lente de contato dental, faceta, facetas, bruxismo, placa de bruxismo, dente quebrado, dente mole, coroa, tirar o siso, extrair dente, dente doendo, dente quebrou, dente inflamado, abscesso, gengiva inflamada, sangramento na gengiva, limpeza dentaria, tartaro, profilaxia, aparelho soltou, borrachinha do aparelho, bracket, alinhador, alinhadores, invisalign, protese, ponte movel, faceta de resina, lente de resina, dentario, dentaria, dental, sorriso, mordida, mandibula, atm',
  ),
  concept(
    'clinica',
    'clinica, clinicas, clinica medica, medico, medica, medicos, consulta, consulta medica, consultorio, clinico geral, laboratorio, exames, exame, clinica popular, consulta popular, medico particular, laboratorio de analises clinicas',
    'pediatra, ginecologista, cardiologista, dermatologista, ortopedista, urologista, neurologista, endocrinologista, psiquiatra, otorrino, gastro, gastroenterologista, ultrassom, ultrassonografia, raio x, tomografia, ressonancia, hemograma, exame de sangue, check up, atestado, atestado medico, doutor, doutora, especialista, vacina, vacinas, vacinacao, medico particular, plano de saude, preventivo, papanicolau, mamografia, eletrocardiograma, endoscopia, exame admissional, pressao alta, diabetes, dor, febre, doente, mal estar, infeccao, clinico, exame de urina, consulta com especialista, endocrino, geriatra, medico a domicilio, receita, vacina da gripe, vacina hpv, sintomas, gripe forte',
  ),
  concept(
    'otica',
    'otica, oticas, oculos, optica, lente de contato, lentes de contato, exame de vista, oftalmologista, oculista',
    'lente, lentes, armacao, armacoes, grau, miopia, astigmatismo, hipermetropia, oculos de sol, oculos de grau, multifocal, lente multifocal, antirreflexo, vista, visao, enxergar, enxergando, haste do oculos, consertar oculos, oculos quebrado, conserto de oculos, trocar lente, lente do oculos, armacao de oculos, exame de vista, receita de oculos, vista cansada, oculos de leitura',
  ),
  concept(
    'veterinario',
    'veterinario, veterinaria, veterinarios, clinica veterinaria, hospital veterinario, medico veterinario, veterinario 24h, veterinaria 24h, clinica vet, hospital vet, emergencia veterinaria, veterinario a domicilio',
    'vacina, vacina do cachorro, vacina antirrabica, v10, v8, v4, castracao, castrar, vermifugo, consulta veterinaria, cirurgia, exame, bicho doente, cachorro doente, gato doente, cachorro vomitando, cachorro mancando, atropelado, carrapato, pulga, sarna, ferida, nao come, nao quer comer, sem comer, parou de comer, vomitando, vomito, diarreia, mancando, machucado, machucada, ferido, sangrando, convulsao, envenenado, envenenamento, bicheira, otite, coceira, queda de pelo, cinomose, parvovirose, leishmaniose, vacinar, vacinar o cachorro, vacinar o gato, vacina do gato, vacina v10, antirrabica, castrar gata, castrar cachorro, castracao de gata, internacao, eutanasia, exame de sangue pet, ultrassom pet, atropelada, doente, doentinho, doentinha, tristinho, apatico, apatica, gata doente, cadela, parto de cadela, consulta vet, cachorro, cachorra, cachorros, cachorrinho, cao, caes, gato, gata, gatos, gatinho, gatinha, filhote, filhotes, animal, animais, bicho, bichinho, passaro, calopsita, coelho, hamster, pet, pets, cadelinha',
  ),
  concept(
    'pet',
    'pet shop, petshop, pet, pets, racao, animal de estimacao, animais de estimacao, banho e tosa, tosa, tosador, casa de racao, agropecuaria, loja de animais, tosa higienica',
    'cachorro, cachorra, cachorros, cachorrinho, cao, caes, gato, gata, gatos, gatinho, filhote, filhotes, animal, animais, bicho, bichinho, passaro, passaros, calopsita, periquito, papagaio, coelho, hamster, peixe, aquario, coleira, guia, caminha, arranhador, areia de gato, areia sanitaria, petisco, ossinho, banho, tosa higienica, taxi dog, hotel pet, hotelzinho, creche pet, adestrador, adestramento, passeador, dog walker, poodle, shih tzu, yorkshire, pinscher, vira lata, lulu, tapete higienico, fralda pet, comedouro, bebedouro pet, caixa de transporte, casinha de cachorro, roupinha pet, roupa de cachorro, brinquedo pet, antipulgas, antipulga, shampoo pet, tosa na tesoura, tosa bebe, hidratacao pet, racao premier, racao de gato, racao de cachorro, racao para gato, racao para cachorro, petiscos, sache, peixinho, alpiste, gaiola, viveiro, racao para passaro, caminha pet, cama de cachorro, peitoral, areia higienica, granulado higienico, spitz, lhasa',
  ),
  concept(
    'psicologo',
    'psicologo, psicologa, psicologos, psicologia, terapia, terapeuta, psicoterapia, psicoterapeuta, acompanhamento psicologico, saude mental, psicologa infantil, psicologo infantil, terapia de casal, terapia online',
    'ansiedade, depressao, panico, sindrome do panico, estresse, burnout, luto, terapia de casal, terapia online, psicanalise, psicanalista, neuropsicologo, neuropsicologa, autismo, tdah, crise, chorando muito, emocional, sessao, sessoes, psicologico, psicologica, terapeuta de casal, terapia infantil, conversar com alguem, crise de ansiedade, crises de ansiedade, ataque de panico, depressao pos parto, autoestima, problemas emocionais, saude emocional, tcc, hipnoterapia, constelacao familiar, atendimento psicologico, desabafar',
  ),
  concept(
    'fisioterapia',
    'fisioterapia, fisioterapeuta, fisioterapeutas, rpg, pilates, reabilitacao, quiropraxia, quiropraxista, osteopatia, osteopata, acupuntura, acupunturista, fisio, fisioterapia domiciliar, fisioterapeuta domiciliar, fisioterapia respiratoria, fisioterapia pelvica',
    'dor nas costas, dor na coluna, coluna, joelho, ombro, lesao, lesionei, machuquei, torcicolo, hernia de disco, hernia, tendinite, bursite, entorse, torci, pos operatorio, fratura, avc, sessao, sessoes, alongamento, postura, lombar, ciatico, nervo ciatico, fisio domiciliar, drenagem pos operatoria, drenagem linfatica, pos cirurgia, pos cirurgico, recuperacao de cirurgia, tornozelo, dor lombar, dor no joelho, dor no ombro, dor no pescoco, torcao, ventosa, ventosaterapia, massagem terapeutica, liberacao miofascial, agulhamento, derrame, paralisia, reabilitar, recuperacao, fortalecimento, cirurgia, lesao no joelho, lesao muscular, contratura, coluna travada, travou a coluna',
  ),
  concept(
    'nutricionista',
    'nutricionista, nutricao, nutri, nutrologo, nutrologa, reeducacao alimentar, nutricionista esportiva, nutricionista esportivo, nutri esportiva, nutricionista online',
    'dieta, emagrecer, emagrecimento, perder peso, engordar, ganhar massa, cardapio, plano alimentar, obesidade, bariatrica, perder kg, perder quilos, perder barriga, perder gordura, quero emagrecer, massa muscular, ganho de massa, bioimpedancia, intolerancia a lactose, alergia alimentar, dieta low carb, low carb, jejum intermitente, suplementacao, dieta pra ganhar massa, dieta para emagrecer, alimentacao saudavel, comer melhor, plano de dieta',
  ),
  concept(
    'academia',
    'academia, academias, musculacao, personal trainer, personal, crossfit, treino funcional, funcional, ginastica, treino personalizado, assessoria esportiva, assessoria de corrida, studio de treino',
    'treino, treinar, treinamento, malhar, malhacao, spinning, zumba, aerobica, jiu jitsu, judo, karate, muay thai, boxe, luta, lutas, natacao, hidroginastica, condicionamento fisico, hipertrofia, condicionamento, esteira, musculo, mensalidade da academia, plano da academia, danca, ballet, bale, yoga, ioga, treinar em casa, treino em casa, montar treino, montar meu treino, ficha de treino, ficha de academia, musculacao, corrida, funcional, crossfit, pilates, emagrecer treinando, ganhar musculo, perder barriga',
  ),
  concept(
    'cuidador',
    'cuidador, cuidadora, cuidadores, cuidador de idosos, cuidadora de idosos, home care, acompanhante de idoso, acompanhante hospitalar, enfermeira, enfermeiro, enfermagem, tecnico de enfermagem, tecnica de enfermagem, cuidador de idoso, acompanhante de idosos, enfermeira particular',
    'idoso, idosa, idosos, acamado, acamada, acompanhante, cuidar, cuidar da minha mae, cuidar do meu pai, avo, avos, vovo, plantao, pernoite, dormir no emprego, folguista, curativo, sonda, alzheimer, demencia, asilo, casa de repouso, cuidar da minha avo, cuidar do meu avo, cuidar de idoso, cuidar de idosa, pernoite em hospital, acompanhante no hospital, acompanhante hospitalar, aplicacao de injecao, banho no leito, parkinson, terceira idade, plantonista, 12x36',
  ),
  concept(
    'baba',
    'baba, babas, baba de crianca, cuidar de crianca, creche, bercario, recreadora, babysitter, baby sitter, baba folguista, baba noturna, baba diarista',
    'bebe, bebes, crianca, criancas, filho, filha, filhos, menino, menina, escolinha, meio periodo, periodo integral, buscar na escola, ficar com meu filho, ficar com minha filha, olhar criancas, olhar minha filha, olhar as criancas, cuidar do bebe, cuidar das criancas, cuidar de crianca, cuidar do meu filho, cuidar da minha filha, hotelzinho, hotelzinho infantil',
  ),
  // --- beauty ---
  concept(
    'salao',
    'salao de beleza, salao, saloes, cabeleireiro, cabeleireira, cabeleleiro, cabeleleira, hair stylist, cabeleireira a domicilio, cabeleireiro a domicilio, studio de beleza, espaco de beleza',
    'cabelo, cabelos, loiro, loira, ruivo, ruiva, castanho, acobreado, corte de cabelo, cortar cabelo, corte feminino, escova, escova progressiva, progressiva, selagem, botox capilar, tintura, pintar cabelo, luzes, mechas, reflexo, balayage, hidratacao, cauterizacao, penteado, alisamento, cachos, cacheado, crespo, trancas, tranca, box braids, mega hair, aplique, coloracao, platinado, descoloracao, retoque de raiz, raiz, maquiagem, make, maquiadora, penteadeira, noiva, dia da noiva, pintar o cabelo, tingir cabelo, tinta de cabelo, cortar o cabelo, franja, chapinha, babyliss, cronograma capilar, ombre hair, morena iluminada, trancista, nago, megahair, alongamento capilar, maquiadora a domicilio, daminha, queda de cabelo, cabelo danificado, reconstrucao capilar, relaxamento, permanente, escova inteligente, corte de cabelo feminino',
  ),
  concept(
    'barbearia',
    'barbearia, barbeiro, barbeiros, barber, barbershop',
    'barba, fazer a barba, aparar barba, degrade, degradê, corte masculino, cortar cabelo, pezinho, navalhado, navalha, risquinho, luzes masculinas, platinado, nevou, corte na maquina, maquina zero, bigode, sobrancelha masculina, corte infantil, cabelo masculino, barboterapia, pigmentacao de barba, acabamento, corte social, corte de homem, corte pro meu filho, corte disfarcado, freestyle',
  ),
  concept(
    'manicure',
    'manicure, manicures, pedicure, pedicures, manicure e pedicure, nail designer, esmalteria, unha, unhas, manicure a domicilio, nail design, unhas de gel',
    'esmalte, esmaltacao, esmaltacao em gel, unha de gel, gel, fibra de vidro, alongamento de unha, unha postica, postica, francesinha, cuticula, pe e mao, mao e pe, unha encravada, podologo, podologa, podologia, blindagem, decoracao de unha, acrigel, banho de gel, fazer unha, fazer as unhas, fazer a unha, unha de fibra, alongamento de unhas, spa dos pes, plastica dos pes, calos, calosidade, blindagem de unha, unha quebrada, cutilar',
  ),
  concept(
    'estetica',
    'estetica, esteticista, clinica de estetica, centro estetico, estetica facial, estetica corporal, clinica estetica, estetica avancada',
    'limpeza de pele, depilacao, depilar, cera, depilacao a laser, laser, drenagem linfatica, drenagem, massagem, massagista, massagem relaxante, massagem modeladora, botox, harmonizacao facial, preenchimento, peeling, criolipolise, radiofrequencia, design de sobrancelha, sobrancelha, sobrancelhas, micropigmentacao, microblading, henna, cilios, extensao de cilios, lash, lash designer, lifting, spa, bronzeamento, bronze, celulite, flacidez, gordura localizada, estrias, manchas, acne, espinhas, pele, designer de sobrancelha, preenchimento labial, skincare, microagulhamento, bronzeamento natural, bronzeamento a jato',
  ),
  concept(
    'tatuagem',
    'tatuagem, tatuagens, tatuador, tatuadora, tattoo, estudio de tatuagem, piercing, piercings, body piercing',
    'tatuar, cobertura de tatuagem, cobrir tatuagem, remocao de tatuagem, fine line, old school, realismo, colocar piercing, alargador, furar orelha, furo na orelha, brinco, furar nariz, furar o nariz, piercing no nariz, piercing no umbigo, furar umbigo, furo no nariz, fazer uma tattoo, tatuagem fina, tattoo pequena',
  ),
  // --- services ---
  concept(
    'celular',
    'celular, celulares, assistencia de celular, assistencia tecnica de celular, conserto de celular, smartphone, iphone, celular quebrado',
    'samsung, motorola, xiaomi, redmi, galaxy, moto g, lg, tela quebrada, tela trincada, trocar tela, troca de tela, display, trincou, bateria do celular, bateria viciada, carregador, cabo usb, capinha, capa de celular, pelicula, pelicula de vidro, conector de carga, nao carrega, nao esta carregando, molhou, caiu na agua, desbloqueio, desbloquear, conta google, icloud, tampa traseira, alto falante do celular, camera do celular, chip, recarga, aparelho, touch, tela preta, tela do celular, tela quebrou, trocar bateria do celular, celular nao carrega, entrada do carregador, mau contato, celular caiu na agua, celular molhou, celular travado, celular travando, esqueci a senha, frp, assistencia samsung, assistencia apple, android, tablet, ipad, trocar conector, conector, carregamento, alto falante, microfone do celular, celular esquentando, celular desligando',
  ),
  concept(
    'informatica',
    'informatica, computador, computadores, notebook, notebooks, laptop, pc, tecnico de informatica, assistencia de informatica, suporte tecnico, assistencia tecnica de informatica, manutencao de computadores, conserto de notebook, conserto de computador',
    'formatar, formatacao, windows, virus, impressora, impressoras, tela do notebook, hd, ssd, memoria ram, placa mae, placa de video, teclado, mouse, monitor, lento, travando, nao liga, backup, instalar programa, office, pacote office, programa, programas, rede, cabo de rede, gabinete, fonte, cartucho, toner, tinta de impressora, recarga de cartucho, nobreak, estabilizador, dados, recuperar arquivos, site, sistema, wifi, roteador, repetidor, internet, rede wifi, configurar roteador, instalar impressora, scanner, instalar windows, instalar office, antivirus, pc lento, computador lento, notebook lento, computador nao liga, notebook nao liga, tela azul, upgrade, memoria, limpeza de notebook, troca de tela de notebook, teclado de notebook, carregador de notebook, montagem de pc, pc gamer, recuperar dados',
  ),
  concept(
    'internet',
    'internet, provedor, provedor de internet, fibra optica, wifi, wi fi, banda larga, rede wifi',
    'fibra, roteador, modem, sinal, sinal fraco, mega, megas, velocidade, repetidor, mesh, cabo de rede, rede, internet caiu, sem internet, internet lenta, plano de internet, instalacao de internet, 5g, 4g, ponto de rede, wifi nao pega, sinal do wifi, wifi fraco, internet caindo, internet nao funciona, instalar repetidor, roteador novo, trocar provedor',
  ),
  concept(
    'costura',
    'costura, costureira, costureiro, costuras, atelie de costura, ajuste de roupa, ajustes de roupa, conserto de roupa, consertos de roupa, costureira a domicilio, ajustes, reformas de roupa',
    'costurar, diminuir, encurtar, alargar, apertar, cintura, manga, gola, barra, barra de calca, fazer barra, bainha, ziper, ziper quebrado, trocar ziper, apertar roupa, apertar calca, ajustar vestido, ajustar, ajuste, customizar, customizacao, bordado, bordar, reforma de roupa, roupa sob medida, vestido sob medida, cortina, cortinas, remendo, remendar, rasgou, rasgado, rasgada, descosturou, botao, pregar botao, uniforme, uniformes, malha, tecido, overloque, apertar vestido, apertar um vestido, ajustar roupa, ajuste de roupa, ziper quebrou, ziper de jaqueta, conserto de roupa, customizar roupa, vestido de festa, vestido de noiva, roupa de festa, encurtar calca, diminuir vestido, consertar roupa',
  ),
  concept(
    'lavanderia',
    'lavanderia, lavanderias, lavar roupa, lavagem de roupa, lavagem a seco, lava e passa, passar roupa, passadeira',
    'roupa suja, edredom, edredons, cobertor, cobertores, roupa de cama, lencol, lencois, cortina, cortinas, tapete, tenis, lavar tenis, lavagem de tenis, terno, vestido de festa, vestido de noiva, mancha, manchas, secar roupa, quilo de roupa, roupas, lavar edredom, lavar cobertor, lavar cortina, lavar terno, lavagem de edredom, lavagem de cortina, passar roupas, lavar roupa por quilo, tirar mancha, remover mancha, remover manchas, mancha de vinho, mancha na roupa, toalha de mesa',
  ),
  concept(
    'sapateiro',
    'sapateiro, sapataria, conserto de sapato, conserto de calcados, conserto de tenis, reforma de calcados, reparo de calcados, conserto de bolsa',
    'sapato, sapatos, solado, sola, salto, saltos, tenis, bota, botas, sandalia, chinelo, bolsa, bolsas, bolsa de couro, couro, colar tenis, colar sapato, descolou, descolado, descolando, costurar sapato, tingir, tingimento, palmilha, cinto, mala, malas, ziper de bota, sola descolou, tenis descolou, sola do tenis, colar sola, salto quebrou, trocar salto, salto da bota, ziper de bolsa, ziper de mala, alca de bolsa, alca da bolsa, sapato descolando, tenis rasgado, bota descolou, meia sola',
  ),
  concept(
    'relojoaria',
    'relojoaria, relojoeiro, relogio, relogios, bateria de relogio, pulseira de relogio',
    'pulseira, pilha de relogio, vidro do relogio, relogio parado, conserto de relogio, smartwatch, despertador, relogio de parede, trocar bateria do relogio, pilha do relogio, pulseira do relogio, relogio parou',
  ),
  concept(
    'joalheria',
    'joalheria, joalheiro, joia, joias, ourives, ourivesaria, alianca, aliancas, semijoia, semijoias, bijuteria, bijuterias',
    'anel, aneis, colar, colares, corrente de ouro, corrente de prata, corrente, correntinha, brinco, brincos, pulseira, pingente, ouro, prata, ouro 18k, folheado, banho de ouro, banho de prata, solda de corrente, compro ouro, compra de ouro, gravacao, gravar nome, consertar corrente, alianca de casamento, aliancas de namoro, gravacao de alianca, ajustar anel',
  ),
  concept(
    'grafica',
    'grafica, graficas, grafica rapida, impressao grafica, comunicacao visual, plotagem, serigrafia, silk',
    'impressao, imprimir, panfleto, panfletos, folder, folders, flyer, flyers, cartao de visita, cartoes de visita, banner, banners, faixa, faixas, adesivo, adesivos, convite, convites, lona, logo, logotipo, logomarca, carimbo, carimbos, cardapio, etiqueta, etiquetas, rotulo, rotulos, camiseta personalizada, caneca personalizada, personalizados, brindes, tag, tags, placa de loja, fachada, letreiro, envelopamento, bloco de nota, talao, talonario, calendario, ima de geladeira, convite de casamento, convite de aniversario, cartao de visitas, adesivo personalizado, banner de lona, impressao de banner, plotter, camisetas personalizadas, uniforme personalizado, sacola personalizada, topper de bolo',
  ),
  concept(
    'papelaria',
    'papelaria, papelarias, material escolar, materiais escolares, copiadora, xerox, fotocopia',
    'caderno, cadernos, caneta, canetas, lapis, borracha, apontador, estojo, mochila, cola, tesoura, regua, cartolina, papel, papel sulfite, sulfite, resma, envelope, pasta, fichario, agenda, livro, livros, lista de material, lista escolar, copia, copias, impressao, imprimir, plastificacao, plastificar, encadernacao, encadernar, escanear, digitalizar, xerocar, papel crepom, eva, giz de cera, tinta guache, lapis de cor, presente, embrulho, xerox colorida, impressao colorida, imprimir documento, plastificar documento, lista de material escolar, material escolar barato',
  ),
  concept(
    'contabilidade',
    'contador, contadora, contadores, contabilidade, contabil, escritorio contabil, escritorio de contabilidade, contador para mei, contador pra mei, abrir mei, declaracao de imposto de renda',
    'mei, microempreendedor, cnpj, abrir empresa, abertura de empresa, fechar empresa, baixa de empresa, imposto de renda, irpf, declaracao, declaracao do imposto, nota fiscal, notas fiscais, emitir nota, das, simples nacional, folha de pagamento, holerite, contracheque, fgts, esocial, tributos, impostos, imposto, balanco, alvara, regularizar empresa, receita federal, cpf irregular, malha fina, inss autonomo, ir, declarar imposto, empregada domestica esocial, dctfweb, nota fiscal eletronica, abrir cnpj, fechar mei, das atrasado, parcelamento de dividas, regularizar cpf, cpf pendente',
  ),
  concept(
    'advocacia',
    'advogado, advogada, advogados, advocacia, escritorio de advocacia, assessoria juridica, consultoria juridica, juridico, juridica, advogado trabalhista, advogada trabalhista, advogado de familia, advogada de familia, advogado criminalista, advogado previdenciario',
    'processo, processar, acao judicial, divorcio, separacao, pensao, pensao alimenticia, guarda, guarda dos filhos, inventario, heranca, trabalhista, direito trabalhista, causa trabalhista, rescisao, indenizacao, justica, usucapiao, contrato, direito, direitos, audiencia, aposentadoria, inss, previdenciario, beneficio negado, auxilio doenca, bpc, loas, danos morais, pequenas causas, despejo, criminal, defesa, habeas corpus, testamento, uniao estavel, juiz, juizado, tribunal, direitos trabalhistas, processo trabalhista, guarda do filho, partilha, acidente de trabalho, cobranca indevida, nome sujo, negativado, consumidor, contrato de aluguel, aposentadoria negada, beneficio do inss, revisao de aposentadoria, orientacao juridica, duvida juridica, demitido, demitida, demissao, justa causa, sem justa causa, acordo trabalhista, fgts nao depositado, horas extras, assedio, processar a empresa',
  ),
  concept(
    'imoveis',
    'imobiliaria, imobiliarias, imovel, imoveis, corretor de imoveis, corretora de imoveis, corretor, corretora, aluguel, alugar, alugo, aluga se, vende se',
    'casa para alugar, casa pra alugar, casa a venda, casa para vender, apartamento, apartamentos, kitnet, kitnete, kitinete, quitinete, quitinete, terreno, terrenos, lote, lotes, chacara, sitio, fazenda, sala comercial, ponto comercial, galpao, quarto para alugar, quarto pra alugar, vender minha casa, comprar casa, financiamento, minha casa minha vida, escritura, avaliacao de imovel, condominio, inquilino, locacao, locatario, fiador, caucao, 2 quartos, dois quartos, 3 quartos, suite, edicula, sobrado, casa, apartamento para alugar, apartamento pra alugar, quero alugar uma casa, aluguel de casa, aluguel de apartamento, imovel para alugar',
  ),
  concept(
    'seguros',
    'seguro, seguros, seguradora, corretora de seguros, corretor de seguros',
    'seguro de carro, seguro auto, seguro de vida, seguro residencial, seguro de moto, apolice, sinistro, franquia do seguro, cotacao de seguro, assistencia 24h, seguro do carro, cotar seguro, cotacao de seguro auto',
  ),
  concept(
    'fotografia',
    'fotografo, fotografa, fotografos, fotografia, fotografias, estudio fotografico, filmagem, filmagens, videomaker, cinegrafista, fotografo de casamento, fotografa de casamento, fotos de casamento, filmagem de casamento, filmagem de evento, filmar evento, ensaio fotografico',
    'foto, fotos, ensaio, ensaio fotografico, book, book fotografico, video, videos, drone, cobertura de evento, cobertura fotografica, album, foto 3x4, 3x4, revelar foto, revelacao, impressao de foto, ensaio gestante, gestante, newborn, smash the cake, foto de casamento, fotos de casamento, fotos do aniversario, fotos de formatura, edicao de video, edicao de foto, retrato, retratos, tirar foto, tirar fotos, sessao de fotos, filmar, filma, filmam, filmando, gravar video, video de casamento, video de aniversario, video do evento, foto de produto, fotografia de produto, ensaio newborn, ensaio de familia, ensaio externo, book de 15 anos, book infantil, fotos para documento, foto para documento, foto para passaporte, revelar fotos, impressao de fotos, album de fotos, tira fotos, cobertura de aniversario',
  ),
  concept(
    'festas',
    'festa, festas, buffet, bufe, bufet, eventos, evento, casa de festa, casa de festas, salao de festa, salao de festas, espaco para eventos, espaco de eventos, cerimonialista, cerimonial, decoracao de festa, decoracao de festas, festa infantil, buffet infantil, buffet a domicilio, buffet em casa, buffet completo, festa em casa, organizacao de festa, organizar festa',
    'aniversario, casamento, 15 anos, debutante, formatura, cha de bebe, cha revelacao, cha de panela, batizado, confraternizacao, salgados para festa, salgadinhos, cento de salgados, salgados, docinhos, decoracao, decoradora, kit festa, pegue e monte, painel, arco de baloes, baloes, bexigas, brinquedo, brinquedos, pula pula, cama elastica, piscina de bolinha, tobogan, animador, animadora, palhaco, recreacao, recreador, monitor, dj, som para festa, iluminacao, aluguel de mesas, mesas e cadeiras, aluguel de cadeiras, toalhas, churrasqueiro, garcom, garcons, bartender, barman, open bar, convidados, chacara para festa, festa junina, lembrancinha, lembrancinhas, topo de bolo, mesa de doces, churrasqueiro para evento, garconete, copeira, cozinheira para evento, buffet de crepe, buffet de massas, drinks, bar movel, carrinho de cachorro quente, carrinho de pipoca, pipoqueiro, algodao doce, mesa de frios, coffee break, festa de 15 anos, festa de debutante, bodas, festa de empresa, confraternizacao de empresa, evento corporativo, doces para festa, festa, evento, eventos',
  ),
  concept(
    'aluguel-festa',
    'aluguel de brinquedos, locacao de brinquedos, aluguel de mesas, aluguel de cadeiras, locacao de mesas, brinquedos para festa, pula pula, cama elastica, piscina de bolinha, tobogan, toboga, inflavel, inflaveis, brinquedo inflavel, castelo inflavel, aluguel de tenda, aluguel de toalhas, aluguel de pula pula',
    'pula pula, cama elastica, piscina de bolinha, tobogan, mesa, mesas, cadeira, cadeiras, toalha, toalhas, tenda, tendas, brinquedo, brinquedos, aluguel, alugar, alugo, aluga, monitor, monitora, recreacao, pebolim, tombo legal, gangorra, escorregador, maquina de algodao doce, maquina de pipoca, aluguel de freezer, mesas e cadeiras, jogo de mesa, toalhas de mesa, gazebo, aluguel de som',
  ),
  concept(
    'musica-evento',
    'dj, banda, bandas, musico, musicos, cantor, cantora, som para eventos, sonorizacao, aluguel de som',
    'som, caixa de som, iluminacao, telao, karaoke, musica ao vivo, voz e violao, sertanejo, pagode, seresta, forro, sax, saxofonista, violinista, mariachi, banda para casamento, musico para casamento, dj para festa, dj pra festa, som e iluminacao, sonorizacao de evento, cantor para evento, voz e violao para evento',
  ),
  concept(
    'aulas-particulares',
    'aula particular, aulas particulares, professor particular, professora particular, reforco escolar, reforco, explicadora, explicador, explicacao, banca, aulas de reforco, aula de reforco, acompanhamento escolar, preparatorio, cursinho, pre vestibular, psicopedagoga, psicopedagogia',
    'professor, professora, aula, aulas, matematica, portugues, fisica, quimica, biologia, historia, geografia, redacao, enem, vestibular, concurso, concurso publico, tarefa, licao, licao de casa, dever de casa, alfabetizacao, alfabetizar, ler e escrever, prova, provas, recuperacao, nota baixa, escola, faculdade, tcc, monografia, calculo, trabalho escolar, dificuldade em matematica, dificuldade na escola, dificuldade de aprendizagem, ensinar, ensina, ensinam, aprender, aprendendo, tarefa de casa, preparacao para vestibular, preparacao pro enem, simulado, ensino medio, ensino fundamental, materia, materias, ciencias',
  ),
  concept(
    'aula-musica',
    'aula de musica, aulas de musica, escola de musica, professor de musica, aula de violao, aula de canto, aula de bateria, aula de piano, aula de guitarra, aula de teclado, aula de violino, professor de violao, professor de piano, musicalizacao',
    'violao, guitarra, piano, teclado, bateria, canto, cantar, ukulele, flauta, violino, contrabaixo, baixo, cavaquinho, sanfona, acordeon, saxofone, teoria musical, partitura, instrumento, aprender violao, aprender piano, aprender guitarra, aprender a tocar, aprender a cantar, tocar violao, tocar piano, tocar bateria, iniciante, aprender, aprendendo',
  ),
  concept(
    'idiomas',
    'idioma, idiomas, escola de idiomas, curso de idiomas, curso de ingles, aula de ingles, ingles, espanhol, frances, italiano, alemao, mandarim, libras, escola de lingua, escola de linguas, curso de lingua, aula de lingua, aula de espanhol, aula de frances, professor de ingles, professora de ingles, lingua de sinais',
    'conversacao, intercambio, fluencia, fluente, toefl, ielts, lingua, linguas, lingua estrangeira, traducao, tradutor, tradutora, traduzir, professor nativo, english, japones, coreano, russo, ingles para viagem, ingles para criancas, ingles instrumental, teacher, aprender ingles, aprender espanhol, falar ingles, aprender, aprendendo, curso online',
  ),
  concept(
    'informatica-curso',
    'curso de informatica, aula de informatica, curso profissionalizante, curso tecnico',
    'excel, word, powerpoint, digitacao, programacao, design grafico, photoshop, certificado',
  ),
  // --- fashion ---
  concept(
    'roupas',
    'roupa, roupas, loja de roupa, loja de roupas, vestuario, moda, boutique, brecho, confeccao, confeccoes',
    'vestido, vestidos, calca, calcas, calca jeans, jeans, blusa, blusas, blusinha, camisa, camisas, camiseta, camisetas, short, shorts, bermuda, bermudas, saia, saias, jaqueta, jaquetas, casaco, casacos, moletom, agasalho, lingerie, calcinha, sutia, cueca, pijama, pijamas, moda praia, biquini, maio, sunga, moda infantil, roupa infantil, roupa de bebe, enxoval, recem nascido, body, plus size, moda evangelica, moda fitness, legging, uniforme, conjunto, macacao, terno, blazer, roupa social, vestido de festa, aluguel de roupa, aluguel de terno, aluguel de vestido, tamanho p, tamanho m, tamanho g, gg, numero 40, numero 42, numero 44, meia, meias, bone, bones, cropped, regata, polo, loja de roupa infantil, roupa de crianca, moda feminina, moda masculina, roupa de academia, roupa de festa, vestido longo, aluguel de traje, traje social, roupa pra festa, smoking, traje a rigor, roupa de noivo, terno de noivo, vestido de madrinha, vestido de formatura, traje',
  ),
  concept(
    'calcados',
    'calcado, calcados, loja de calcados, sapato, sapatos, tenis, sapatenis, sandalia, sandalias, chinelo, chinelos, bota, botas, sapatilha, sapatilhas',
    'rasteirinha, rasteira, salto alto, scarpin, tamanco, mocassim, coturno, chuteira, chuteiras, tenis de corrida, tenis infantil, sapato social, numero 34, numero 35, numero 36, numero 37, numero 38, numero 39, numero 40, numero 41, numero 42, numero 43, numero 44, nike, adidas, havaianas, olympikus, mizuno, vans, all star, chuteira society, sandalia feminina, chinelo slide, numeracao',
  ),
  concept(
    'bolsas-acessorios',
    'bolsa, bolsas, acessorios, mochila, mochilas, carteira feminina, mala, malas',
    'cinto, oculos de sol, bone, chapeu, lenco, necessaire, pochete, bijuteria, relogio',
  ),
  // --- others ---
  concept(
    'floricultura',
    'floricultura, floriculturas, flor, flores, buque, buques, arranjo de flores, arranjos de flores, coroa de flores, florista',
    'rosa, rosas, arranjo, arranjos, orquidea, orquideas, girassol, girassois, lirio, lirios, tulipa, tulipas, cesta de flores, flores para velorio, coroa, velorio, enterro, flores para casamento, buque de noiva, vaso de flor, vaso, plantas, planta, muda, mudas, suculenta, suculentas, cacto, dia das maes, dia dos namorados, namorada, presentear, buque de flores, flores para entrega, entrega de flores, coroa de flores para velorio, cesta com flores, arranjo floral, rosas vermelhas',
  ),
  concept(
    'presentes',
    'presente, presentes, loja de presentes, cesta de cafe da manha, cestas, cesta, lembranca, lembrancinha, brinquedo, brinquedos, loja de brinquedos',
    'cafe da manha, cesta de chocolate, cesta de natal, kit presente, caneca, pelucia, boneca, carrinho, lego, utilidades, utilidades domesticas, decoracao, artesanato, papelaria, loja de utilidades, bazar, loja de 1 99, cesta de presente, presente de aniversario, lembrancinhas de festa, presente para namorada',
  ),
  concept(
    'funeraria',
    'funeraria, funerarias, plano funerario, servico funerario, velorio, sepultamento, cremacao',
    'caixao, urna, enterro, falecimento, faleceu, obito, cemiterio, translado, coroa de flores, plano funerario familiar, servico funerario 24h, translado de corpo',
  ),
  concept(
    'bicicleta',
    'bicicleta, bicicletas, bicicletaria, bike, bikes, ciclismo, bicicleteiro, conserto de bicicleta, oficina de bicicleta, mecanico de bicicleta',
    'magrela, camara de ar, pneu de bike, pneu de bicicleta, pedal, pedais, corrente, correia, freio, freios, marcha, marchas, cambio, guidao, guidom, selim, banco da bike, raio, raios, aro, aro 26, aro 29, aro 20, catraca, coroa, cubo, quadro, mtb, speed, bmx, eletrica, patinete, patinete eletrico, capacete, revisao, camara de ar de bicicleta, corrente da bike, freio da bike, marcha da bike, regulagem de marcha, revisao da bike, bicicleta eletrica, trocar camara de ar',
  ),
  concept(
    'moto-oficina',
    'oficina de moto, mecanico de moto, motopecas, moto pecas, pecas de moto, mecanica de moto, oficina de motos',
    'moto, motos, motocicleta, kit relacao, relacao, corrente da moto, pneu de moto, carburador, embreagem, cg, titan, biz, fan, xre, bros, pop, factor, lander, twister, cb, moto falhando, moto nao pega, troca de oleo da moto, relacao da moto, revisao da moto, embreagem da moto',
  ),
  concept(
    'artesanato',
    'artesanato, artesa, artesao, croche, trico, bordado, macrame, biscuit, feltro',
    'personalizado, lembrancinha, feito a mao, tapete de croche, amigurumi, caixinha, mdf decorado',
  ),
  concept(
    'hotel',
    'hotel, hoteis, pousada, pousadas, hospedagem, hostel, motel, diaria',
    'quarto, suite, pernoite, reserva, cafe da manha incluso, hospedar, hospedado, chale, camping, hospedagem barata, pousada barata, diaria de hotel, quarto de hotel',
  ),
  concept(
    'eventos-igreja',
    'igreja, culto, missa, paroquia, pastor, padre',
    'batismo, batizado, casamento religioso, crisma, catequese, oracao',
  ),
  concept(
    'emprego',
    'vaga de emprego, emprego, vagas, curriculo, trabalho, trabalhar',
    'contratando, contrata, contratar, estagio, jovem aprendiz, carteira assinada, salario, freelancer, bico, diaria',
  ),
  concept(
    'marido-aluguel',
    'marido de aluguel, faz tudo, reparos gerais, pequenos reparos, manutencao residencial, handyman, marido de aluguel 24h, pequenos servicos',
    'instalar prateleira, instalar cortina, pendurar quadro, furar parede, trocar lampada, consertar porta, trocar chuveiro, montar moveis, furadeira, instalar suporte de tv, suporte de tv, pendurar prateleira, instalar varal, varal, trocar resistencia, consertar fechadura, pequenos consertos, servicos gerais, faz tudo, ajuste de porta, porta arrastando',
  ),
  concept(
    'cortinas-persianas',
    'cortina, cortinas, persiana, persianas, cortineiro, papel de parede',
    'varao, trilho, blackout, rolo, tecido, instalar cortina, papel de parede, adesivo de parede, instalar persiana, persiana rolo, cortina blackout, varao de cortina, trilho de cortina, cortina sob medida',
  ),
  concept(
    'climatizacao-veiculo',
    'ar condicionado automotivo, ar do carro, ar condicionado do carro',
    'gas do ar do carro, ar nao gela no carro, compressor',
  ),
  concept(
    'toldos',
    'toldo, toldos, cobertura, coberturas, policarbonato, pergolado',
    'lona, retratil, garagem coberta, area coberta, toldo retratil, cobertura de policarbonato, cobertura de garagem, pergolado de madeira, toldo de lona',
  ),
  concept(
    'limpeza-caixa-dagua',
    'limpeza de caixa dagua, limpeza de caixa de agua, lavar caixa dagua',
    'caixa dagua, caixa de agua, reservatorio, cisterna, limpar caixa dagua, lavar caixa de agua, limpeza de reservatorio, limpeza de cisterna',
  ),
  concept(
    'chaveiro-auto',
    'chave codificada, chave canivete, copia de chave de carro, chave do carro',
    'perdi a chave do carro, trancou o carro, chave presa, ignicao',
  ),
  concept(
    'decoracao-festa',
    'decoracao de festa, decoracao de festas, decoracao de aniversario, decoracao de casamento, decoracao infantil, decoradora, decorador, decoracao, baloes, arco de baloes, balao, bexiga, bexigas, cortina de baloes, kit pegue e monte, pegue e monte',
    'painel, painel de festa, painel redondo, mesa decorada, mesa do bolo, tema, tema da festa, centro de mesa, arranjo de mesa, cha de bebe, cha revelacao, cha de panela, personalizados, toalha de mesa, backdrop, cilindros, arco desconstruido, provencal, mesa de doces, topo de bolo, decorar, decora, festa, festas, aniversario',
  ),
  concept(
    'cosmeticos',
    'loja de cosmeticos, cosmeticos, perfumaria, perfume, perfumes, maquiagem, revendedora, consultora de beleza, boticario, natura, avon, eudora',
    'batom, base, rimel, hidratante, creme, shampoo, condicionador, protetor solar, esmalte, desodorante, kit de maquiagem, paleta de sombra, produtos de beleza, skin care',
  ),
  concept(
    'emporio-natural',
    'produtos naturais, loja de produtos naturais, emporio, granel, loja a granel, casa de produtos naturais, suplementos, suplemento, loja de suplementos',
    'castanha, castanhas, granola, aveia, chia, linhaca, farinha integral, sem gluten, sem lactose, whey, creatina, proteina, chas, ervas, mel, vegano, vegana, integral, fit, pasta de amendoim, frutas secas, oleaginosas',
  ),
  concept(
    'ferramentas',
    'aluguel de ferramentas, locacao de equipamentos, aluguel de equipamentos, aluguel de betoneira, aluguel de andaime, loja de ferramentas, ferramentas, ferramenta, ferragens',
    'andaime, betoneira, furadeira, parafusadeira, martelete, compactador, lixadeira, serra circular, esmerilhadeira, lavadora de alta pressao, escada, gerador, aluguel de escada, rompedor, makita, bosch',
  ),
  concept(
    'locadora-veiculos',
    'aluguel de carro, aluguel de carros, alugar carro, alugar um carro, locadora de veiculos, locadora de carros, locacao de veiculos, locacao de carro, aluguel de moto, alugar moto',
    'carro alugado, diaria do carro, carro por dia, carro para aplicativo, carro pra uber, carro reserva, aluguel de van, alugar van, locadora',
  ),
  concept(
    'posto-combustivel',
    'posto de gasolina, posto de combustivel, combustivel, gasolina, etanol, diesel, gnv',
    'abastecer, abastecimento, galao de gasolina, conveniencia, posto aberto, calibrar pneu no posto',
  ),
  concept(
    'arquitetura',
    'arquiteto, arquiteta, arquitetura, engenheiro civil, engenheira civil, engenharia civil, projeto de casa, planta da casa, designer de interiores, design de interiores',
    'projeto, projeto arquitetonico, planta, planta baixa, art, rrt, laudo, laudo tecnico, alvara de construcao, regularizacao de imovel, habite se, aprovacao na prefeitura, maquete, projeto 3d, render, projeto de reforma, calculo estrutural, projeto eletrico, projeto hidraulico, vistoria de imovel',
  ),
  concept(
    'marketing-digital',
    'marketing digital, social media, criacao de site, criar site, criar um site, desenvolvimento de site, loja virtual, gestao de redes sociais, trafego pago, agencia de marketing, designer grafico, design grafico',
    'instagram, facebook, anuncio, anuncios, google meu negocio, landing page, seo, identidade visual, logo, logotipo, postagens, posts, engajamento, redes sociais, criar logo, criar logotipo, site, pagina na internet, loja online, e commerce, fotos para instagram',
  ),
  concept(
    'fonoaudiologia',
    'fonoaudiologo, fonoaudiologa, fonoaudiologia, fono',
    'fala, gagueira, troca de letras, atraso na fala, nao fala, demora pra falar, degluticao, audiometria, aparelho auditivo, voz, rouquidao, linguinha, freio da lingua, teste da orelhinha',
  ),
  concept(
    'danca',
    'aula de danca, aulas de danca, escola de danca, danca, danca de salao, ballet, bale, jazz, hip hop, zumba, sapateado',
    'dancar, forro, samba, sertanejo universitario, coreografia, valsa, valsa de 15 anos, valsa de casamento, danca do ventre, kpop',
  ),
  concept(
    'esportes',
    'escolinha de futebol, futsal, aula de natacao, escola de natacao, aula de luta, jiu jitsu, muay thai, karate, judo, capoeira, taekwondo, boxe, aluguel de quadra, hidroginastica, natacao infantil, natacao para bebe',
    'futebol, quadra, society, campo society, tenis, volei, beach tennis, futevolei, basquete, skate, surf, natacao, kimono, luta, lutas, faixa preta, nadar, aprender a nadar, piscina aquecida, aula de hidro',
  ),
  concept(
    'reciclagem',
    'ferro velho, sucata, reciclagem, compro sucata, compra de sucata, ferro velho que busca',
    'latinha, latinhas, cobre, aluminio, papelao, garrafa pet, eletronico velho, descarte, descartar, lixo eletronico, bateria velha, retirada de sucata',
  ),
  concept(
    'armarinho',
    'armarinho, aviamentos, loja de tecidos, tecidos, loja de tecido, tecido por metro',
    'linha de costura, la, fio de la, agulha, botao, botoes, fita, renda, elastico, vies, barbante, feltro, tecido, entretela, zipers',
  ),
  concept(
    'cozinheira',
    'cozinheira, cozinheiro, chef, personal chef, chef a domicilio, cozinheira a domicilio, cozinheira diarista',
    'cozinhar, cozinhar em casa, jantar em casa, comida para evento, fazer comida, preparar marmitas, cozinhar pra semana',
  ),
  concept(
    'afiacao',
    'afiacao, afiador, amolador, afiar, amolar, afiacao de alicate',
    'faca, facas, tesoura, alicate, alicate de unha, serra, machado, facao, lamina, laminas',
  ),
  concept(
    'turismo',
    'excursao, excursoes, agencia de viagem, agencia de turismo, pacote de viagem, passagem aerea, passagens aereas, turismo',
    'viagem, viajar, onibus de viagem, van de viagem, bate e volta, passeio, passeios, roteiro, cruzeiro, hospedagem',
  ),
  concept(
    'depilacao',
    'depilacao, depilar, depiladora, depilacao a laser, fotodepilacao, depilacao com cera',
    'tirar pelo, tirar pelos, tirar os pelos, pelo encravado, pelos encravados, virilha, axila, buco, meia perna, perna inteira, cera quente, cera fria, cera, laser',
  ),
  concept(
    'sobrancelha-cilios',
    'design de sobrancelha, designer de sobrancelha, sobrancelha, sobrancelhas, cilios, extensao de cilios, lash designer, micropigmentacao, microblading',
    'henna, brow lamination, lash lifting, fio a fio, volume russo, tirar sobrancelha, fazer sobrancelha',
  ),
  concept(
    'maquiagem',
    'maquiadora, maquiador, maquiagem, make up, maquiagem para festa, maquiagem de noiva',
    'make, noiva, madrinha, formanda, debutante, penteado e maquiagem, maquiagem social, automaquiagem, curso de automaquiagem',
  ),
  concept(
    'comida-japonesa',
    'comida japonesa, culinaria japonesa, restaurante japones, sushi, sushis, temaki, temakeria, japones, japonesa, sashimi, rodizio japones',
    'combinado, combinados, hot roll, hot holl, uramaki, niguiri, hossomaki, joe, harumaki, guioza, gyoza, shimeji, yakisoba, salmao, pecas',
  ),
];

/**
 * Trades people treat as next-door neighbours: when the catalogue has no category for one, a
 * request for it goes to the other (a sick cat to the pet shop's vet, a wifi repeater to the
 * computer technician). A category answers weakly to the concepts next to its own.
 */
export const NEIGHBOUR_CONCEPTS: readonly (readonly [string, string])[] = [
  ['veterinario', 'pet'],
  ['informatica', 'internet'],
  ['informatica', 'informatica-curso'],
  ['celular', 'eletronico'],
  ['eletronico', 'eletrodomestico'],
  ['eletrodomestico', 'ar-condicionado'],
  ['eletrica-automotiva', 'som-automotivo'],
  ['eletrica-automotiva', 'mecanica'],
  ['mecanica', 'autopecas'],
  ['mecanica', 'moto-oficina'],
  ['mecanica', 'guincho'],
  ['funilaria', 'lavagem-veiculo'],
  ['despachante', 'autoescola'],
  ['hidraulica', 'entupimento'],
  ['entupimento', 'limpeza-caixa-dagua'],
  ['hidraulica', 'limpeza-caixa-dagua'],
  ['obra', 'pisos'],
  ['obra', 'gesso'],
  ['obra', 'telhado'],
  ['obra', 'pintura-predial'],
  ['obra', 'material-construcao'],
  ['obra', 'arquitetura'],
  ['obra', 'cacamba'],
  ['cacamba', 'reciclagem'],
  ['material-construcao', 'ferramentas'],
  ['marcenaria', 'montagem-moveis'],
  ['marcenaria', 'moveis-loja'],
  ['montagem-moveis', 'marido-aluguel'],
  ['serralheria', 'toldos'],
  ['chaveiro', 'chaveiro-auto'],
  ['chaveiro', 'seguranca-eletronica'],
  ['limpeza', 'higienizacao-estofados'],
  ['limpeza', 'lavanderia'],
  ['estofaria', 'higienizacao-estofados'],
  ['festas', 'decoracao-festa'],
  ['festas', 'aluguel-festa'],
  ['decoracao-festa', 'aluguel-festa'],
  ['festas', 'musica-evento'],
  ['festas', 'cozinheira'],
  ['restaurante', 'cozinheira'],
  ['restaurante', 'lanche'],
  ['restaurante', 'comida-japonesa'],
  ['lanche', 'pizza'],
  ['padaria', 'doces'],
  ['padaria', 'cafeteria'],
  ['doces', 'sorvete'],
  ['mercado', 'hortifruti'],
  ['mercado', 'bebidas'],
  ['mercado', 'emporio-natural'],
  ['gas', 'agua-mineral'],
  ['salao', 'barbearia'],
  ['salao', 'maquiagem'],
  ['estetica', 'depilacao'],
  ['estetica', 'sobrancelha-cilios'],
  ['estetica', 'manicure'],
  ['cosmeticos', 'maquiagem'],
  ['fisioterapia', 'academia'],
  ['academia', 'danca'],
  ['academia', 'esportes'],
  ['nutricionista', 'academia'],
  ['psicologo', 'clinica'],
  ['fonoaudiologia', 'clinica'],
  ['cuidador', 'clinica'],
  ['aula-musica', 'musica-evento'],
  ['roupas', 'costura'],
  ['costura', 'armarinho'],
  ['calcados', 'sapateiro'],
  ['grafica', 'papelaria'],
  ['grafica', 'marketing-digital'],
  ['mudanca', 'entrega'],
  ['taxi', 'turismo'],
  ['hotel', 'turismo'],
  ['taxi', 'locadora-veiculos'],
  ['floricultura', 'presentes'],
];

/**
 * Everyday words that are not about any trade. They are never "corrected" into a trade word
 * ("pensar" is not a typo of "pensao", "calor" not of "calota").
 */
export const COMMON_WORDS: ReadonlySet<string> = new Set(
  `aberto aberta abertos abre abrem abrir fechado fechada fecha fecham fechar funciona funcionar
  resolver resolve resolvi resolveu lindo linda lindos bonito bonita feio feia chato chata ruim ruins
  pessimo pessima otimo otima certo certa errado errada verdade mentira sono fome sede cansado cansada
  feliz triste saudade saudades amor vida mundo familia marido esposa mulher homem pai mae irmao irma
  tio tia primo prima pessoa pessoas nome idade trabalho trabalhando trabalhar jogo jogos time futebol
  flamengo corinthians palmeiras vasco gremio internacional cruzeiro atletico santos bahia jogar
  jogando assistir novela filme filmes serie series netflix chuva chover chovendo calor frio tempo
  clima quente gelado vento praia ferias natal pascoa parabens deus jesus amem gloria oracao
  abencoado abencoada lista dono numero mensagem mensagens lembrar lembrei esqueci esquecer pensar
  pensando pensei acho achei entendi entender explicar pergunta perguntar responder resposta
  respondeu duvida duvidas chegando cheguei saindo passei esperar espera esperando aguardo aguardando
  combinado combinar fechou marcado marcar agendar agendado ligar liguei mandar manda mandei enviar
  envia enviei receber recebi recebido dinheiro reais centavos pagamento pagar pago boleto desculpa
  desculpe perdao print audio figurinha atendimento atendente atender atenderam resolvido resolvida
  demorado demorada esperei esperando tentando tentei tentar consegui conseguiu funcionou precisei
  quanto quantos quando onde porque motivo ninguem alguem ontem amanha semana passada proxima mesma
  mesmo outra outro aqui ali perto longe cidade bairro rua estado pais brasil paulo janeiro fevereiro
  marco abril maio junho julho agosto setembro outubro novembro dezembro segunda terca quarta quinta
  sexta sabado domingo manha noite tarde hoje cedo madrugada meia noite horario minutos segundos
  gostei gostou gosto adorei amei odeio odiei legal bacana incrivel maravilhoso maravilhosa perfeito
  perfeita sucesso parceria parceiro parceira cliente clientes empresa empresas dono dona chefe patrao
  conversa conversar falar falando fala contar conta contando historia noticia noticias politica
  presidente governo eleicao prefeito vereador video videos foto fotos grupo grupos participar sair
  entrar adicionar remover bloquear denunciar spam lindeza nossa senhora poxa caramba sorte azar
  preguica vontade pressa calma paciencia problema problemas questao assunto informacao informacoes
  teste testando testar funcionando sistema aplicativo app site pagina link original
  originais verdadeiro falso`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);
